import type { Kysely } from 'kysely';
import type { AmountOfGuests } from '../../../src/contract/session.ts';
import type { Database } from '../../db/database.ts';

/* What other features may know of an account. */

/** The wizard's answer to "how many guests" (0…5, see AmountOfGuests), or null if not given. */
export async function amountOfGuests(db: Kysely<Database>, userId: string): Promise<AmountOfGuests | null> {
  const row = await db.selectFrom('users').select('amount_of_guests').where('id', '=', userId).executeTakeFirst();
  return (row?.amount_of_guests ?? null) as AmountOfGuests | null;
}
