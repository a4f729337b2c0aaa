import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ConsultationBookingsTable } from './tables.ts';

/*
 * Every SQL statement of the consultation. Slots belong to the product (support opens them);
 * bookings to a wedding, and every statement on bookings takes that wedding's id.
 */
type Db = Kysely<Database>;

export interface BookingRow extends ConsultationBookingsTable {
  starts_at: string;
}

/** Opens slots at the given starts; a start that already has a slot is left as it is. */
export async function insertSlots(db: Db, slots: { id: string; starts_at: string; created_at: string }[]) {
  if (slots.length === 0) return [];
  return db
    .insertInto('consultation_slots')
    .values(slots)
    .onConflict((conflict) => conflict.column('starts_at').doNothing())
    .returning(['id', 'starts_at'])
    .execute();
}

/** Slots nobody booked that start after `afterIso`, soonest first. */
export async function listFreeSlots(db: Db, afterIso: string, limit: number) {
  return db
    .selectFrom('consultation_slots')
    .leftJoin('consultation_bookings', 'consultation_bookings.slot_id', 'consultation_slots.id')
    .select(['consultation_slots.id', 'consultation_slots.starts_at'])
    .where('consultation_bookings.id', 'is', null)
    .where('consultation_slots.starts_at', '>', afterIso)
    .orderBy('consultation_slots.starts_at')
    .limit(limit)
    .execute();
}

/** Every slot starting within [fromIso, toIso), booked or not, with its booking's wedding. */
export async function listSlotsBetween(db: Db, fromIso: string, toIso: string) {
  return db
    .selectFrom('consultation_slots')
    .leftJoin('consultation_bookings', 'consultation_bookings.slot_id', 'consultation_slots.id')
    .select([
      'consultation_slots.id',
      'consultation_slots.starts_at',
      'consultation_bookings.wedding_id',
      'consultation_bookings.topic',
      'consultation_bookings.booked_by',
    ])
    .where('consultation_slots.starts_at', '>=', fromIso)
    .where('consultation_slots.starts_at', '<', toIso)
    .orderBy('consultation_slots.starts_at')
    .execute();
}

export async function findSlot(db: Db, id: string) {
  return db.selectFrom('consultation_slots').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The wedding's bookings with their slots' starts, soonest first. */
export async function listBookings(db: Db, weddingId: string): Promise<BookingRow[]> {
  return db
    .selectFrom('consultation_bookings')
    .innerJoin('consultation_slots', 'consultation_slots.id', 'consultation_bookings.slot_id')
    .selectAll('consultation_bookings')
    .select('consultation_slots.starts_at')
    .where('consultation_bookings.wedding_id', '=', weddingId)
    .orderBy('consultation_slots.starts_at')
    .execute();
}

export async function findBooking(db: Db, weddingId: string, id: string): Promise<BookingRow | undefined> {
  return db
    .selectFrom('consultation_bookings')
    .innerJoin('consultation_slots', 'consultation_slots.id', 'consultation_bookings.slot_id')
    .selectAll('consultation_bookings')
    .select('consultation_slots.starts_at')
    .where('consultation_bookings.wedding_id', '=', weddingId)
    .where('consultation_bookings.id', '=', id)
    .executeTakeFirst();
}

/** Whether the wedding already holds a booking counted against the period that began at `periodStart`. */
export async function hasBookingInPeriod(db: Db, weddingId: string, periodStart: string): Promise<boolean> {
  const row = await db
    .selectFrom('consultation_bookings')
    .select('id')
    .where('wedding_id', '=', weddingId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Books a slot; false when the slot is taken or the period already has a booking. The unique
 * constraints decide, so two members booking at once get one booking on either engine.
 */
export async function insertBooking(db: Db, row: ConsultationBookingsTable): Promise<boolean> {
  const inserted = await db
    .insertInto('consultation_bookings')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteBooking(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('consultation_bookings')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
