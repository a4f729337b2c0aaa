import type { Kysely } from 'kysely';
import type { AmountOfGuests } from '../../../src/contract/session.ts';
import type { Database } from '../../db/database.ts';

/*
 * What other features may know of an account. They import this file only, never the account
 * feature's internals; each export stands alone.
 */

/**
 * The couple's registration date (the wedding day the planning tools count from), as the ISO
 * instant stored; null while not set or for an unknown user.
 */
export async function findWeddingDate(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('registration_date').where('id', '=', userId).executeTakeFirst();
  return row?.registration_date ?? null;
}

/** The wizard's answer to "how many guests" (0…5, see AmountOfGuests), or null if not given. */
export async function amountOfGuests(db: Kysely<Database>, userId: string): Promise<AmountOfGuests | null> {
  const row = await db.selectFrom('users').select('amount_of_guests').where('id', '=', userId).executeTakeFirst();
  return (row?.amount_of_guests ?? null) as AmountOfGuests | null;
}
