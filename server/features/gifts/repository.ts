import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { GiftMoneyTable, GiftsTable, GiftWishesTable } from './tables.ts';

/*
 * Every SQL statement of the gifts. Each function takes the database and the wedding's id: no
 * statement reads or changes another wedding's wish or gift.
 */
type Db = Kysely<Database>;

/** In the order of adding (ids break ties so the order is stable). */
export async function listWishes(db: Db, weddingId: string): Promise<GiftWishesTable[]> {
  return db
    .selectFrom('gift_wishes')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findWish(db: Db, weddingId: string, id: string): Promise<GiftWishesTable | undefined> {
  return db
    .selectFrom('gift_wishes')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The wish that shows this picture (its stored file's id), in any wedding: the public picture's one lookup. */
export async function findWishByPicture(
  db: Db,
  picture: string,
): Promise<Pick<GiftWishesTable, 'id' | 'wedding_id'> | undefined> {
  return db.selectFrom('gift_wishes').select(['id', 'wedding_id']).where('picture', '=', picture).executeTakeFirst();
}

export async function insertWish(db: Db, row: GiftWishesTable): Promise<void> {
  await db.insertInto('gift_wishes').values(row).execute();
}

export async function updateWish(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<GiftWishesTable>,
): Promise<GiftWishesTable | undefined> {
  return db
    .updateTable('gift_wishes')
    .set(changes)
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The couple releases a guest's reservation: the wish is free again and the guest's name forgotten. */
export async function releaseWish(
  db: Db,
  weddingId: string,
  id: string,
  at: string,
): Promise<GiftWishesTable | undefined> {
  return updateWish(db, weddingId, id, {
    reserved: 0,
    reserved_at: null,
    reserved_device_hash: null,
    reserved_name: '',
    updated_at: at,
  });
}

export async function deleteWish(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('gift_wishes')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Newest first: the last recorded on top (ids break ties so the order is stable). */
export async function listGifts(db: Db, weddingId: string): Promise<GiftsTable[]> {
  return db
    .selectFrom('gifts')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findGift(db: Db, weddingId: string, id: string): Promise<GiftsTable | undefined> {
  return db.selectFrom('gifts').selectAll().where('wedding_id', '=', weddingId).where('id', '=', id).executeTakeFirst();
}

export async function insertGift(db: Db, row: GiftsTable): Promise<void> {
  await db.insertInto('gifts').values(row).execute();
}

export async function updateGift(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<GiftsTable>,
): Promise<GiftsTable | undefined> {
  return db
    .updateTable('gifts')
    .set(changes)
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteGift(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('gifts')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The money block, once the couple has set it. */
export async function findMoney(db: Db, weddingId: string): Promise<GiftMoneyTable | undefined> {
  return db.selectFrom('gift_money').selectAll().where('wedding_id', '=', weddingId).executeTakeFirst();
}

export async function saveMoney(db: Db, row: GiftMoneyTable): Promise<void> {
  const { link, details, updated_at } = row;
  await db
    .insertInto('gift_money')
    .values(row)
    .onConflict((conflict) => conflict.column('wedding_id').doUpdateSet({ link, details, updated_at }))
    .execute();
}
