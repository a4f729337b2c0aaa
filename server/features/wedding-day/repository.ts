import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { WeddingDayItemsTable } from './tables.ts';

/*
 * Every SQL statement of the wedding day. Each takes the database or a transaction and the
 * wedding's id, except the public page's lookup by the token's hash.
 */
type Db = Kysely<Database>;

export type ItemRow = Selectable<WeddingDayItemsTable>;

/** Writes the wedding's day row unless it exists; true when this call wrote it (seed the steps then). */
export async function insertDayOnce(db: Db, weddingId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('wedding_day')
    .values({ wedding_id: weddingId, seeded_at: now })
    .onConflict((conflict) => conflict.column('wedding_id').doNothing())
    .returning('wedding_id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function findDay(db: Db, weddingId: string) {
  return db.selectFrom('wedding_day').select(['share_token']).where('wedding_id', '=', weddingId).executeTakeFirst();
}

export async function listItems(db: Db, weddingId: string): Promise<ItemRow[]> {
  return db
    .selectFrom('wedding_day_items')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('time')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countItems(db: Db, weddingId: string): Promise<number> {
  const row = await db
    .selectFrom('wedding_day_items')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('wedding_id', '=', weddingId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findItem(db: Db, weddingId: string, id: string): Promise<ItemRow | undefined> {
  return db
    .selectFrom('wedding_day_items')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertItems(db: Db, rows: Insertable<WeddingDayItemsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('wedding_day_items').values(rows).execute();
}

export async function updateItem(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<WeddingDayItemsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('wedding_day_items')
    .set(changes)
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteItem(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('wedding_day_items')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets the public page's token unless one is set; the token in force afterwards. */
export async function shareOnce(db: Db, weddingId: string, token: string, tokenHash: string, now: string) {
  await db
    .updateTable('wedding_day')
    .set({ share_token: token, share_token_hash: tokenHash, shared_at: now })
    .where('wedding_id', '=', weddingId)
    .where('share_token', 'is', null)
    .execute();
  return (await findDay(db, weddingId))?.share_token ?? null;
}

export async function revokeShare(db: Db, weddingId: string): Promise<void> {
  await db
    .updateTable('wedding_day')
    .set({ share_token: null, share_token_hash: null, shared_at: null })
    .where('wedding_id', '=', weddingId)
    .execute();
}

/** The public page's lookup: by the SHA-256 of the token, never the token itself. */
export async function findWeddingByTokenHash(db: Db, tokenHash: string): Promise<string | null> {
  const row = await db
    .selectFrom('wedding_day')
    .select('wedding_id')
    .where('share_token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.wedding_id ?? null;
}
