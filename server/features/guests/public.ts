import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/*
 * What other features may know of the guest list. PLACEHOLDER of the budget branch: the guests
 * feature owns this module and its table `guests`; until its branch is merged the table may not
 * exist yet, which reads as an empty list. The guests branch's own version replaces this file.
 */

/** People on the couple's guest list: each guest, plus one for each +1. */
export async function countGuestPeople(
  db: Kysely<Database>,
  userId: string,
): Promise<{ guests: number; people: number }> {
  try {
    const { rows } = await sql<{ guests: number | string; halves: number | string | null }>`
      select count(*) as guests, sum(with_half) as halves from guests where user_id = ${userId}
    `.execute(db);
    const guests = Number(rows[0]?.guests ?? 0);
    return { guests, people: guests + Number(rows[0]?.halves ?? 0) };
  } catch {
    // No `guests` table before the guests feature lands: nobody is on the list yet.
    return { guests: 0, people: 0 };
  }
}
