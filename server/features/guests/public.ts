import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { countGuestsWithHalves } from './repository.ts';

/*
 * What other features may know of the guest list. The budget prices some items per person.
 */

/**
 * People on the couple's guest list: `people` is each guest plus one for each +1; `children` the
 * children they bring, counted as the guest page counts them.
 */
export async function countGuestPeople(
  db: Kysely<Database>,
  weddingId: string,
): Promise<{ guests: number; people: number; children: number }> {
  return countGuestsWithHalves(db, weddingId);
}
