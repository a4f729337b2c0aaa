import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { consultationEnd } from '../../../src/contract/consultations.ts';
import { t } from '../../lib/i18n.ts';

/**
 * The booking as a calendar file attached to its mails: a request when booked, a cancellation (same
 * UID, a higher sequence) when cancelled, so a calendar that took the first drops the event.
 */
export function consultationCalendar(booking: { id: string; startsAt: string; topic: string }, cancelled: boolean) {
  const calendar = ical({
    name: t('mail:consultation.calendarName'),
    prodId: { company: 'wedding-planner', product: 'consultation', language: 'RU' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${booking.id}@wedding-planner`,
    sequence: cancelled ? 1 : 0,
    start: new Date(booking.startsAt),
    end: new Date(consultationEnd(booking.startsAt)),
    summary: t('mail:consultation.calendarSummary'),
    description: booking.topic,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 ends every content line, the last one too, with CRLF; ical-generator omits the last.
  return `${calendar.toString().replace(/(\r\n)?$/, '')}\r\n`;
}
