import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/*
 * What other features may read of the gifts: the budget shows the money received beside what was
 * spent (the net cost of the wedding).
 */

/** The money gifts of the wedding's ledger, summed in kopecks (a thing counts nothing). */
export async function moneyReceived(db: Kysely<Database>, weddingId: string): Promise<number> {
  const row = await db
    .selectFrom('gifts')
    .select((eb) => eb.fn.sum<number | string | null>('amount_kopecks').as('kopecks'))
    .where('wedding_id', '=', weddingId)
    .where('kind', '=', 'money')
    .executeTakeFirst();
  // PostgreSQL sums a bigint as a numeric, which its driver hands over as a string.
  return Number(row?.kopecks ?? 0);
}
