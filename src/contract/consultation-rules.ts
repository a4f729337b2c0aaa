import { BOOKING_HOURS_AHEAD, canCancelConsultation, consultationEnd, type Consultation } from './consultations.ts';
import type { Refusal } from './rule-problem.ts';

/*
 * The consultation's booking rules, shared by the server (server/features/consultations) and the
 * mock so both answer alike: slots are offered and booked only BOOKING_HOURS_AHEAD ahead (the
 * organiser reads the topic first), one booking per paid period, a cancellation until
 * CANCEL_HOURS_BEFORE before the start.
 */

/** The earliest start a couple may book now. */
export function earliestBookable(now: Date): string {
  return new Date(now.getTime() + BOOKING_HOURS_AHEAD * 3_600_000).toISOString();
}

/** Why a booking of this slot (undefined: no such slot) with this topic (cleaned) is refused; null when it may be made. */
export function bookingRefusal(topic: string, slot: { startsAt: string } | undefined, now: Date): Refusal | null {
  if (!topic) return { status: 422, key: 'validation:required', field: 'topic' };
  if (!slot) return { status: 422, key: 'settings:consultation.errors.unknownSlot', field: 'slotId' };
  return slot.startsAt <= earliestBookable(now) ? { status: 409, key: 'settings:consultation.errors.slotTaken' } : null;
}

/** A booking that could not be kept: the wedding's paid period has one already, or someone took the slot. */
export function bookingTakenRefusal(periodTaken: boolean): Refusal {
  const key = periodTaken ? 'settings:consultation.errors.alreadyBooked' : 'settings:consultation.errors.slotTaken';
  return { status: 409, key };
}

/** A booking may be cancelled until CANCEL_HOURS_BEFORE its start (409 after). */
export function cancelRefusal(startsAt: string, now: Date): Refusal | null {
  return canCancelConsultation(startsAt, now)
    ? null
    : { status: 409, key: 'settings:consultation.errors.tooLateToCancel' };
}

/** A booking as answered. */
export function consultationOf(
  booking: Pick<Consultation, 'id' | 'slotId' | 'startsAt' | 'topic' | 'bookedAt'>,
): Consultation {
  const { id, slotId, startsAt, topic, bookedAt } = booking;
  return { id, slotId, startsAt, endsAt: consultationEnd(startsAt), topic, bookedAt };
}
