import type { Consultation } from '../../../src/contract/consultations.ts';
import { CANCEL_HOURS_BEFORE, CONSULTATION_MINUTES } from '../../../src/contract/consultations.ts';
import { t } from '../../lib/i18n.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { templateMail } from '../account/public.ts';
import { consultationCalendar } from './calendar.ts';

/** A start as the mails say it, in Moscow time (the product's country), with the month's name. */
export function consultationTime(iso: string): string {
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export interface ConsultationMailContext {
  booking: Consultation;
  /** The couple as the wizard has them, for support's mail. */
  couple: string;
  /** The couple's addresses, for support's mail. */
  coupleAddresses: string[];
  /** Where the couple sees and cancels the booking. */
  settingsLink: string;
}

function withCalendar(message: MailMessage, booking: Consultation, cancelled: boolean): MailMessage {
  return {
    ...message,
    attachments: [
      {
        filename: 'consultation.ics',
        content: consultationCalendar(booking, cancelled),
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
      },
    ],
  };
}

/** The couple's mail: booked (or cancelled), when, the topic, and where to cancel. */
export function coupleMail(to: string, context: ConsultationMailContext, cancelled: boolean): MailMessage {
  const { booking } = context;
  const message = templateMail(cancelled ? 'consultationCancelled' : 'consultationBooked', to, {
    when: consultationTime(booking.startsAt),
    minutes: t('mail:minutes', { count: CONSULTATION_MINUTES }),
    hours: t('mail:hours', { count: CANCEL_HOURS_BEFORE }),
    topic: booking.topic,
    link: context.settingsLink,
  });
  return withCalendar(message, booking, cancelled);
}

/** Support's mail: who booked (or cancelled) which slot, about what, and how to reach them. */
export function supportMail(to: string, context: ConsultationMailContext, cancelled: boolean): MailMessage {
  const { booking } = context;
  const message = templateMail(cancelled ? 'consultationCancelledSupport' : 'consultationBookedSupport', to, {
    when: consultationTime(booking.startsAt),
    couple: context.couple,
    addresses: context.coupleAddresses.join(', '),
    topic: booking.topic,
  });
  return withCalendar(message, booking, cancelled);
}
