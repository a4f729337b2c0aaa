import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/* Every SQL statement of the contractors; each is filtered by the wedding's id. */
type Db = Kysely<Database>;

/** The wedding's contractors, in the order they were added. */
export async function selectContractors(db: Db, weddingId: string) {
  return db
    .selectFrom('contractors')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
