import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PurchasesTable } from './tables.ts';

/*
 * Every SQL statement of the shopping list. Each function takes the database and the wedding's
 * id: no statement reads or changes another wedding's purchase.
 */
type Db = Kysely<Database>;

export async function listPurchases(db: Db, weddingId: string): Promise<PurchasesTable[]> {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findPurchase(db: Db, weddingId: string, id: string): Promise<PurchasesTable | undefined> {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPurchase(db: Db, row: PurchasesTable): Promise<void> {
  await db.insertInto('purchases').values(row).execute();
}

export async function updatePurchase(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<PurchasesTable>,
): Promise<PurchasesTable | undefined> {
  return db
    .updateTable('purchases')
    .set(changes)
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Links the purchase to its new budget item only if its link is still what the caller read: of two
 * tries at once, one wins and the other learns it lost (false) and takes its item back.
 */
export async function linkBudgetItem(
  db: Db,
  weddingId: string,
  id: string,
  link: { itemId: string; previous: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('purchases')
    .set({ budget_item_id: link.itemId, updated_at: link.now })
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .where((eb) =>
      link.previous === null ? eb('budget_item_id', 'is', null) : eb('budget_item_id', '=', link.previous),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePurchase(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('purchases')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
