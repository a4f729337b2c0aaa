import type { Insertable, Kysely, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/database.ts';
import type { BudgetCategoriesTable, BudgetItemsTable } from './tables.ts';

/*
 * Every SQL statement of the budget. Each function takes the database or a transaction and the
 * couple's id: no statement reads or changes a row of another couple.
 */
type Db = Kysely<Database>;

/** Writes the couple's settings row unless it exists; true when this call wrote it. */
export async function insertSettingsOnce(db: Db, weddingId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('budget_settings')
    .values({ wedding_id: weddingId, total_kopecks: 0, seeded_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('wedding_id').doNothing())
    .returning('wedding_id')
    .executeTakeFirst();
  return result !== undefined;
}

/** Asked by every budget call (ensureSeeded); built once. */
const settingsOf = compiledOnce((db: Db) =>
  db.selectFrom('budget_settings').select('wedding_id').where('wedding_id', '=', ''),
);

export async function hasSettings(db: Db, weddingId: string): Promise<boolean> {
  return (await settingsOf(db, weddingId)).length > 0;
}

export async function findTotal(db: Db, weddingId: string): Promise<number> {
  const row = await db
    .selectFrom('budget_settings')
    .select('total_kopecks')
    .where('wedding_id', '=', weddingId)
    .executeTakeFirst();
  return Number(row?.total_kopecks ?? 0);
}

/** Whether the couple's per-person prices count the children (true until they say otherwise). */
export async function findCountChildren(db: Db, weddingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('budget_settings')
    .select('count_children')
    .where('wedding_id', '=', weddingId)
    .executeTakeFirst();
  return Number(row?.count_children ?? 1) === 1;
}

export async function updateCountChildren(db: Db, weddingId: string, count: boolean, now: string): Promise<void> {
  await db
    .updateTable('budget_settings')
    .set({ count_children: count ? 1 : 0, updated_at: now })
    .where('wedding_id', '=', weddingId)
    .execute();
}

export async function updateTotal(db: Db, weddingId: string, kopecks: number, now: string): Promise<void> {
  await db
    .updateTable('budget_settings')
    .set({ total_kopecks: kopecks, updated_at: now })
    .where('wedding_id', '=', weddingId)
    .execute();
}

export async function listCategories(db: Db, weddingId: string) {
  return db
    .selectFrom('budget_categories')
    .select(['id', 'code', 'name'])
    .where('wedding_id', '=', weddingId)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
}

export async function findCategory(db: Db, weddingId: string, where: { id: string } | { code: string }) {
  let query = db.selectFrom('budget_categories').select(['id', 'code', 'name']).where('wedding_id', '=', weddingId);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('code', '=', where.code);
  return query.executeTakeFirst();
}

export async function insertCategories(db: Db, rows: Insertable<BudgetCategoriesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('budget_categories').values(rows).execute();
}

export async function nextCategoryOrder(db: Db, weddingId: string): Promise<number> {
  const row = await db
    .selectFrom('budget_categories')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .where('wedding_id', '=', weddingId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function renameCategory(db: Db, weddingId: string, id: string, name: string): Promise<void> {
  await db
    .updateTable('budget_categories')
    .set({ name })
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .execute();
}

export async function deleteCategory(db: Db, weddingId: string, id: string): Promise<void> {
  await db.deleteFrom('budget_categories').where('wedding_id', '=', weddingId).where('id', '=', id).execute();
}

export async function countItemsIn(db: Db, weddingId: string, category: string): Promise<number> {
  const row = await db
    .selectFrom('budget_items')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('wedding_id', '=', weddingId)
    .where('category', '=', category)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function moveItems(db: Db, weddingId: string, from: string, to: string, now: string): Promise<void> {
  await db
    .updateTable('budget_items')
    .set({ category: to, updated_at: now })
    .where('wedding_id', '=', weddingId)
    .where('category', '=', from)
    .execute();
}

export async function deleteItemsIn(db: Db, weddingId: string, category: string): Promise<void> {
  await db.deleteFrom('budget_items').where('wedding_id', '=', weddingId).where('category', '=', category).execute();
}

/** With the name of the contractor an item pays, if any (a payment added on the contractors page). */
const itemsOf = compiledOnce((db: Db) =>
  db
    .selectFrom('budget_items')
    .leftJoin('contractors', 'contractors.id', 'budget_items.contractor_id')
    .selectAll('budget_items')
    .select('contractors.name as contractor_name')
    .where('budget_items.wedding_id', '=', '')
    .orderBy('budget_items.created_at')
    .orderBy('budget_items.id'),
);

export async function listItems(db: Db, weddingId: string) {
  return itemsOf(db, weddingId);
}

/** `lock`: held until the transaction ends (PostgreSQL's FOR UPDATE), so a second edit waits for the first. */
export async function findItem(db: Db, weddingId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db.selectFrom('budget_items').selectAll().where('wedding_id', '=', weddingId).where('id', '=', id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertItem(db: Db, row: Insertable<BudgetItemsTable>): Promise<void> {
  await db.insertInto('budget_items').values(row).execute();
}

export async function updateItem(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<BudgetItemsTable>,
): Promise<void> {
  await db.updateTable('budget_items').set(changes).where('wedding_id', '=', weddingId).where('id', '=', id).execute();
}

export async function deleteItem(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('budget_items')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of these item ids the couple still has (another feature's links to items it may have deleted). */
export async function itemIdsAmong(db: Db, weddingId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('budget_items')
    .select('id')
    .where('wedding_id', '=', weddingId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The name of the contractor an item pays. */
export async function findContractorName(db: Db, weddingId: string, contractorId: string): Promise<string | null> {
  const row = await db
    .selectFrom('contractors')
    .select('name')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', contractorId)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** Removes the items paying a contractor (the contractor is being removed with its payments). */
export async function deleteItemsOfContractor(db: Db, weddingId: string, contractorId: string): Promise<number> {
  const result = await db
    .deleteFrom('budget_items')
    .where('wedding_id', '=', weddingId)
    .where('contractor_id', '=', contractorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Keeps a contractor's items in the budget, naming nobody (the contractor is being removed); a paid rest stays as a plain item. */
export async function releaseItemsOfContractor(db: Db, weddingId: string, contractorId: string, now: string) {
  await db
    .updateTable('budget_items')
    .set({ contractor_id: null, contractor_rest: 0, updated_at: now })
    .where('wedding_id', '=', weddingId)
    .where('contractor_id', '=', contractorId)
    .execute();
}

export async function countItemsOfContractor(db: Db, weddingId: string, contractorId: string): Promise<number> {
  const row = await db
    .selectFrom('budget_items')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('wedding_id', '=', weddingId)
    .where('contractor_id', '=', contractorId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * What the agreed price in the budget reads of a contractor: its price and kind. `lock` holds the
 * contractor's row until the transaction ends (PostgreSQL), so two changes of its price or payments
 * bring its rest item in step one after the other.
 */
export async function findContractorTerms(db: Db, weddingId: string, contractorId: string, options: { lock: boolean }) {
  const query = db
    .selectFrom('contractors')
    .select(['price_kopecks', 'category'])
    .where('wedding_id', '=', weddingId)
    .where('id', '=', contractorId);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A contractor's budget items: its payments and its rest item. */
export async function listItemsOfContractor(db: Db, weddingId: string, contractorId: string) {
  return db
    .selectFrom('budget_items')
    .select(['id', 'price_kopecks', 'paid_kopecks', 'contractor_rest'])
    .where('wedding_id', '=', weddingId)
    .where('contractor_id', '=', contractorId)
    .execute();
}

/** Removes the rest item of a contractor's price while nothing of it is paid (the contractor is being removed). */
export async function deleteUnpaidRestOfContractor(db: Db, weddingId: string, contractorId: string): Promise<void> {
  await db
    .deleteFrom('budget_items')
    .where('wedding_id', '=', weddingId)
    .where('contractor_id', '=', contractorId)
    .where('contractor_rest', '=', 1)
    .where((eb) => eb.or([eb('paid_kopecks', 'is', null), eb('paid_kopecks', '=', 0)]))
    .execute();
}
