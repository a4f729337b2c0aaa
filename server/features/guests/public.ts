import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Guest } from '../../../src/contract/guests.ts';
import { countGuestsWithHalves, listGuests } from './repository.ts';

/*
 * What other features may know of the guest list. The budget prices some items per person; the
 * seating plan seats the guests.
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

/** The couple's guests, in list order: the seating plan seats them. */
export async function listGuestsOfWedding(db: Kysely<Database>, weddingId: string): Promise<Guest[]> {
  return listGuests(db, weddingId);
}
