import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ContractorsTable } from './tables.ts';

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

export async function findContractor(db: Db, weddingId: string, id: string) {
  return db
    .selectFrom('contractors')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countContractors(db: Db, weddingId: string): Promise<number> {
  const row = await db
    .selectFrom('contractors')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('wedding_id', '=', weddingId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertContractor(db: Db, row: Insertable<ContractorsTable>): Promise<void> {
  await db.insertInto('contractors').values(row).execute();
}

export async function updateContractor(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<ContractorsTable>,
): Promise<void> {
  await db.updateTable('contractors').set(changes).where('wedding_id', '=', weddingId).where('id', '=', id).execute();
}

export async function deleteContractor(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('contractors')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
