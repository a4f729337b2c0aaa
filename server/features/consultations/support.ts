import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { coupleAddressesOf, weddingAnswersOf } from '../wedding/public.ts';
import * as repository from './repository.ts';

/*
 * What the support desk does with consultations (server/support/commands.ts): open slots, and list
 * a day's slots with who booked them. Days are Moscow's, as the mails say the times.
 */

/** Opens a slot at each start; answers the starts opened and those that already had a slot. */
export async function openConsultationSlots(db: Kysely<Database>, starts: Date[], now: Date) {
  const wanted = [...new Set(starts.map((start) => start.toISOString()))];
  const opened = await repository.insertSlots(
    db,
    wanted.map((startsAt) => ({
      id: `sl_${randomBytes(9).toString('base64url')}`,
      starts_at: startsAt,
      created_at: now.toISOString(),
    })),
  );
  const openedStarts = new Set(opened.map((slot) => slot.starts_at));
  return { opened: [...openedStarts].sort(), existing: wanted.filter((start) => !openedStarts.has(start)).sort() };
}

export interface SupportDaySlot {
  startsAt: string;
  booking: { couple: string; addresses: string[]; topic: string } | null;
}

/** The slots of one Moscow day (`YYYY-MM-DD`), each with its booking's couple, addresses and topic. */
export async function consultationDay(db: Kysely<Database>, day: string): Promise<SupportDaySlot[]> {
  const from = new Date(`${day}T00:00:00+03:00`);
  const to = new Date(from.getTime() + 24 * 3_600_000);
  const rows = await repository.listSlotsBetween(db, from.toISOString(), to.toISOString());
  return Promise.all(
    rows.map(async (row) => {
      if (!row.wedding_id) return { startsAt: row.starts_at, booking: null };
      const [answers, addresses] = await Promise.all([
        weddingAnswersOf(db, row.wedding_id),
        coupleAddressesOf(db, row.wedding_id),
      ]);
      const couple = [answers?.bride_name, answers?.groom_name].filter(Boolean).join(' & ') || '-';
      return { startsAt: row.starts_at, booking: { couple, addresses, topic: row.topic ?? '' } };
    }),
  );
}
