import type { Consultation, ConsultationSlot } from '../src/contract/consultations.ts';

/*
 * The consultation in the mocks (mocks/handlers/consultations.ts): slots support "opened" for the
 * coming days at 11:00 and 15:00 Moscow time, and each plan's bookings with the paid period they
 * count against. On `consultation-booked`, the couple already holds a booking three days ahead.
 */
export interface MockConsultations {
  slots: ConsultationSlot[];
  bookings: Array<Consultation & { period: string }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` days from today at `hour` o'clock Moscow time (UTC+3). */
function moscowHour(days: number, hour: number): string {
  const day = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+03:00`).toISOString();
}

export function newMockConsultations(scenario: string): MockConsultations {
  const slots = [1, 2, 3, 4, 5].flatMap((days) => [11, 15].map((hour) => moscowHour(days, hour)));
  const consultations: MockConsultations = {
    slots: slots.map((startsAt, index) => ({ id: `sl_mock_${index + 1}`, startsAt })),
    bookings: [],
  };
  if (scenario === 'consultation-booked') {
    const slot = consultations.slots[4]!;
    consultations.bookings.push({
      id: 'cs_mock_1',
      slotId: slot.id,
      startsAt: slot.startsAt,
      endsAt: new Date(Date.parse(slot.startsAt) + 15 * 60_000).toISOString(),
      topic: 'Как уложиться в бюджет на 60 гостей и не забыть про детское меню',
      bookedAt: new Date(Date.now() - DAY_MS).toISOString(),
      period: 'mock-period',
    });
  }
  return consultations;
}
