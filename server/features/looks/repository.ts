import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BoardCardsTable } from './tables.ts';

/*
 * Every SQL statement of the boards. Each function takes the database or a transaction and the
 * wedding's id: no statement reads or changes another wedding's card.
 */
type Db = Kysely<Database>;

export type CardRow = Selectable<BoardCardsTable>;

/** The wedding's cards, newest first (the id breaks ties within one millisecond). */
export async function listCards(db: Db, weddingId: string, onlyFavorites = false): Promise<CardRow[]> {
  let query = db.selectFrom('board_cards').selectAll().where('wedding_id', '=', weddingId);
  if (onlyFavorites) query = query.where('favorite', '=', 1);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findCard(db: Db, weddingId: string, id: string): Promise<CardRow | undefined> {
  return db
    .selectFrom('board_cards')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countCards(db: Db, weddingId: string, onlyFavorites = false): Promise<number> {
  let query = db
    .selectFrom('board_cards')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('wedding_id', '=', weddingId);
  if (onlyFavorites) query = query.where('favorite', '=', 1);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertCard(db: Db, row: Insertable<BoardCardsTable>): Promise<void> {
  await db.insertInto('board_cards').values(row).execute();
}

export async function updateCard(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<BoardCardsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('board_cards')
    .set(changes)
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCard(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('board_cards')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
