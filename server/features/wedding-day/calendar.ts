import ical, { ICalCalendarMethod } from 'ical-generator';
import { endsOf } from '../../../src/contract/wedding-day.ts';
import { t } from '../../lib/i18n.ts';
import type { SharedDay } from './service.ts';

/** A step with no end (the last one) shows as an hour in a calendar. */
const OPEN_END_MINUTES = 60;
const MINUTE_MS = 60 * 1000;

/**
 * The timeline as events on the wedding day, for Google, Yandex or Apple calendars. Times are
 * Moscow's (UTC+3 all year), written as UTC instants so no calendar needs a time-zone table; a
 * wedding without a date gives an empty calendar.
 */
export function dayCalendar(day: SharedDay): string {
  const calendar = ical({
    name: t('wedding-day:calendar.name'),
    prodId: { company: 'wedding-planner', product: 'wedding-day', language: 'RU' },
    method: ICalCalendarMethod.PUBLISH,
  });
  if (day.date) {
    const ends = endsOf(day.items);
    const midnight = Date.parse(`${day.date}T00:00:00+03:00`);
    day.items.forEach((item, index) => {
      const [hours, minutes] = item.time.split(':').map(Number);
      const start = midnight + (hours! * 60 + minutes!) * MINUTE_MS;
      const end = ends[index];
      calendar.createEvent({
        // A stable UID: importing the file again updates the events instead of doubling them.
        id: `${item.id}@wedding-planner`,
        start: new Date(start),
        end: new Date(end === null ? start + OPEN_END_MINUTES * MINUTE_MS : midnight + end * MINUTE_MS),
        summary: item.title,
        location: item.place || null,
        description:
          [item.whoName ? t('wedding-day:calendar.who', { who: item.whoName }) : '', item.comment]
            .filter((line) => line !== '')
            .join('\n') || null,
      });
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF; ical-generator omits the last.
  return `${calendar.toString().replace(/(\r\n)?$/, '')}\r\n`;
}
