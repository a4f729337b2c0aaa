import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  bookingRefusal,
  bookingTakenRefusal,
  cancelRefusal,
  consultationOf,
  earliestBookable,
} from '../../../src/contract/consultation-rules.ts';
import {
  cleanConsultationTopic,
  type Consultation,
  type ConsultationRequest,
  type ConsultationSlot,
} from '../../../src/contract/consultations.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, refuseWith } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { findPaidPeriodStart } from '../subscriptions/public.ts';
import * as repository from './repository.ts';

/*
 * The consultation's rules beyond SQL: slots are offered and booked only BOOKING_HOURS_AHEAD ahead
 * (the organiser reads the topic first), one booking per paid period, a cancellation until
 * CANCEL_HOURS_BEFORE before the start. Mails go out after the answer (see routes.ts).
 */
export interface ConsultationDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** The most free slots one answer lists: support opens a few weeks ahead, not years. */
const SLOTS_LISTED = 200;

function toAnswer(row: repository.BookingRow): Consultation {
  const { id, slot_id: slotId, starts_at: startsAt, topic, created_at: bookedAt } = row;
  return consultationOf({ id, slotId, startsAt, topic, bookedAt });
}

export async function listFreeSlots(deps: ConsultationDeps): Promise<ConsultationSlot[]> {
  const rows = await repository.listFreeSlots(deps.db, earliestBookable(deps.now()), SLOTS_LISTED);
  return rows.map((row) => ({ id: row.id, startsAt: row.starts_at }));
}

export async function listConsultations(deps: ConsultationDeps, weddingId: string): Promise<Consultation[]> {
  return (await repository.listBookings(deps.db, weddingId)).map(toAnswer);
}

export async function bookConsultation(
  deps: ConsultationDeps,
  member: { weddingId: string; userId: string },
  body: ConsultationRequest,
): Promise<Consultation> {
  const topic = cleanConsultationTopic(body.topic);
  const slot = topic ? await repository.findSlot(deps.db, body.slotId) : undefined;
  const now = deps.now();
  refuseWith(bookingRefusal(topic, slot && { startsAt: slot.starts_at }, now));
  // The guard let only a subscribed wedding through, so its period has a start.
  const periodStart = (await findPaidPeriodStart(deps.db, member.weddingId)) ?? now.toISOString();
  const row = {
    id: `cs_${randomBytes(9).toString('base64url')}`,
    slot_id: body.slotId,
    wedding_id: member.weddingId,
    booked_by: member.userId,
    period_start: periodStart,
    topic,
    created_at: now.toISOString(),
  };
  if (!(await repository.insertBooking(deps.db, row))) {
    refuseWith(bookingTakenRefusal(await repository.hasBookingInPeriod(deps.db, member.weddingId, periodStart)));
  }
  return toAnswer({ ...row, starts_at: slot!.starts_at });
}

/** Cancels a booking while it may be; answers what was cancelled, for the mails. */
export async function cancelConsultation(deps: ConsultationDeps, weddingId: string, id: string): Promise<Consultation> {
  const booking = await repository.findBooking(deps.db, weddingId, id);
  if (!booking) throw new HttpError(404, t('errors:server.notFound'));
  refuseWith(cancelRefusal(booking.starts_at, deps.now()));
  if (!(await repository.deleteBooking(deps.db, weddingId, id))) throw new HttpError(404, t('errors:server.notFound'));
  return toAnswer(booking);
}
