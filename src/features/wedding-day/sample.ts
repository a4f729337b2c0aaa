import { weddingDayRoutes } from '../../contract/wedding-day-routes.ts';
import { dayConflicts, type DayContractor, type DayItem } from '../../contract/wedding-day.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** The sample's day (sample:data.day): the registration and the banquet of its invitations and the steps around them. */
export const sample: SectionSample = {
  reads: ({ texts, weddingDate, contractors: all }) => {
    const names = (texts.data.day ?? {}) as Record<string, string>;
    const places = (texts.data.events ?? {}) as Record<string, string>;
    // The couple's own contractors: the photographer is booked, the florist only in talks (a warning).
    const contractor = (key: string): DayContractor => {
      const { id, name, category, status } = all.find((one) => one.key === key)!;
      return { id, name, category, status };
    };
    const contractors = [contractor('photographer'), contractor('host'), contractor('florist')];
    const step = (key: string, time: string, fields: Partial<DayItem>): DayItem => ({
      id: `sample-day-${key}`,
      time,
      until: null,
      title: names[key] ?? places[key] ?? key,
      place: '',
      contractorId: null,
      who: '',
      comment: '',
      ...fields,
    });
    const items = [
      step('gathering', '08:30', { who: names.gatheringWho ?? '' }),
      step('registration', '11:00', { place: places.registrationPlace ?? '', contractorId: contractors[0]!.id }),
      step('photo', '12:00', { until: '15:00', place: names.photoPlace ?? '', contractorId: contractors[0]!.id }),
      step('decoration', '14:00', {
        until: '16:30',
        place: places.banquetPlace ?? '',
        contractorId: contractors[2]!.id,
      }),
      step('banquet', '17:00', { place: places.banquetPlace ?? '', contractorId: contractors[1]!.id }),
      step('dance', '19:00', { contractorId: contractors[1]!.id }),
      step('cake', '21:30', {}),
    ];
    const day = { date: weddingDate, items, contractors, conflicts: dayConflicts(items, contractors) };
    return [sampleRead(weddingDayRoutes.day, day)];
  },
};
