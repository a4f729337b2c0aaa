import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, RequiredText } from './schema-kit.ts';

/*
 * The consultation the subscription includes (spec.md: «1 consultation session of 15 minutes»;
 * api.md, "Consultation"). Support opens slots from the command line; a paid couple books one slot
 * per paid period with a topic, and may cancel it until shortly before it starts.
 */

/** How long one consultation lasts: the length of every slot. */
export const CONSULTATION_MINUTES = 15;
/** A booking can be cancelled until this long before its start; later, the organiser is already set. */
export const CANCEL_HOURS_BEFORE = 2;
/** A slot is offered and booked only this long ahead, so the organiser reads the topic first. */
export const BOOKING_HOURS_AHEAD = 2;
export const CONSULTATION_TOPIC_MAX_LENGTH = 1000;

/** Free text over several lines: line breaks are fine, other control characters are not. */
const MULTILINE = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

export const ConsultationSlot = Closed({
  id: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
});
export type ConsultationSlot = Static<typeof ConsultationSlot>;

export const ConsultationSlotList = Type.Array(ConsultationSlot, {
  description: 'Free slots that have not started yet, soonest first.',
});
export type ConsultationSlotList = Static<typeof ConsultationSlotList>;

export const ConsultationRequest = Closed({
  slotId: Type.String({ minLength: 1, maxLength: 64 }),
  topic: Type.String({
    maxLength: CONSULTATION_TOPIC_MAX_LENGTH,
    pattern: MULTILINE,
    allOf: [{ minLength: 1 }],
    description: 'What the couple wants to talk about; the organiser reads it before the call.',
  }),
});
export type ConsultationRequest = Static<typeof ConsultationRequest>;

export const ConsultationIdParams = Closed({ id: RequiredText({ max: 64 }) });
export type ConsultationIdParams = Static<typeof ConsultationIdParams>;

export const Consultation = Closed({
  id: Type.String(),
  slotId: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  topic: Type.String(),
  bookedAt: Type.String({ format: 'date-time' }),
});
export type Consultation = Static<typeof Consultation>;

export const ConsultationList = Type.Array(Consultation, { description: "The wedding's bookings, soonest first." });
export type ConsultationList = Static<typeof ConsultationList>;

/** When a consultation that starts at `startsAt` ends. */
export function consultationEnd(startsAt: string): string {
  return new Date(Date.parse(startsAt) + CONSULTATION_MINUTES * 60_000).toISOString();
}

/** Whether a booking may still be cancelled at `now`: until CANCEL_HOURS_BEFORE before its start. */
export function canCancelConsultation(startsAt: string, now: Date): boolean {
  return Date.parse(startsAt) - now.getTime() >= CANCEL_HOURS_BEFORE * 3_600_000;
}

/** The topic as kept: spaces at line ends and blank lines around it go. */
export function cleanConsultationTopic(topic: string): string {
  return topic.replace(/[ \t]+$/gm, '').trim();
}
