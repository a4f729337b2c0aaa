import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_BUDGET_CATEGORIES,
  type BudgetCategoryRequest,
  type BudgetItem,
  type BudgetItemPatch,
  type BudgetItemRequest,
  type BudgetPeople,
  type BudgetSummary,
} from '../../../src/contract/budget.ts';
import {
  budgetItemAnswer,
  budgetItemProblem,
  budgetPeopleOf,
  budgetSummaryOf,
  categoryDeletion,
  itemDeletionRefusal,
  categoryNameProblem,
  headCountOf,
  newStoredItem,
  storedItemChanges,
  type HeadCount,
  type StoredBudgetItem,
} from '../../../src/contract/budget-rules.ts';
import { toKopecks } from '../../../src/contract/money.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { BudgetItemRow } from './tables.ts';
import { notFoundError, passed, refuseOn, refuseWith } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { moneyReceived } from '../gifts/public.ts';
import { countGuestPeople } from '../guests/public.ts';
import { keepRestInStep } from './contractor-rest.ts';
import * as repository from './repository.ts';

/*
 * The budget's rules beyond SQL: the default categories, money checks, the head count of
 * per-person items and when a payment is due.
 *
 * A per-person item's price is its unit price times the people on the guest list (guests and
 * their +1s), or the wizard's estimate while the list is empty. It is computed when read, so it
 * follows the list without the guests feature knowing of the budget. When the list shrinks below
 * what was already paid, the price stays at what is paid (paid <= price always holds) and the
 * answer's `perPerson.calculated` shows the lower figure, so the page can say "paid more than
 * calculated". A write that sets paid above the calculated price is refused (paid: "above max").
 */
type Db = Kysely<Database>;

export type GuestPeopleCounter = (
  db: Db,
  weddingId: string,
) => Promise<{ guests: number; people: number; children: number }>;

export interface BudgetDeps {
  db: Db;
  /** PostgreSQL locks an item's row while an edit reads and writes it. */
  engine: Engine;
  now: () => Date;
  guestPeople: GuestPeopleCounter;
}

export const defaultGuestPeople: GuestPeopleCounter = countGuestPeople;

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString('base64url')}`;
}

/** Gives a couple the default categories once, on their first budget call; race-safe and idempotent. */
export async function ensureSeeded(deps: BudgetDeps, weddingId: string): Promise<void> {
  if (await repository.hasSettings(deps.db, weddingId)) return;
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repository.insertSettingsOnce(trx, weddingId, now))) return;
    await repository.insertCategories(
      trx,
      DEFAULT_BUDGET_CATEGORIES.map((code, index) => ({
        id: newId('bc'),
        wedding_id: weddingId,
        code,
        name: t(`budget:defaultCategories.${code}`),
        sort_order: index + 1,
        created_at: now,
      })),
    );
  });
}

/** The people a per-person price counts: the guest list's, with the children if the couple counts them. */
async function headCount(deps: BudgetDeps, weddingId: string): Promise<HeadCount> {
  const [list, countChildren] = await Promise.all([
    deps.guestPeople(deps.db, weddingId),
    repository.findCountChildren(deps.db, weddingId),
  ]);
  return headCountOf(list, countChildren);
}

export async function people(deps: BudgetDeps, weddingId: string): Promise<BudgetPeople> {
  return budgetPeopleOf(await headCount(deps, weddingId));
}

export async function setCountChildren(
  deps: BudgetDeps,
  weddingId: string,
  countChildren: boolean,
): Promise<BudgetPeople> {
  await repository.updateCountChildren(deps.db, weddingId, countChildren, deps.now().toISOString());
  return people(deps, weddingId);
}

function storedItem(row: BudgetItemRow & { contractor_name?: string | null }): StoredBudgetItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    priceKopecks: Number(row.price_kopecks),
    unitPriceKopecks: row.unit_price_kopecks === null ? null : Number(row.unit_price_kopecks),
    paidKopecks: row.paid_kopecks === null ? null : Number(row.paid_kopecks),
    dueDate: row.due_date,
    contractorId: row.contractor_id,
    contractorName: row.contractor_name ?? null,
    contractorRest: Number(row.contractor_rest) === 1,
  };
}

type ItemColumns = Pick<
  BudgetItemRow,
  'name' | 'category' | 'price_kopecks' | 'unit_price_kopecks' | 'paid_kopecks' | 'due_date'
>;

/** An item's stored fields as the table's columns (those it names). */
function columnsOf(item: StoredBudgetItem): ItemColumns;
function columnsOf(item: Partial<StoredBudgetItem>): Partial<ItemColumns>;
function columnsOf(item: Partial<StoredBudgetItem>): Partial<ItemColumns> {
  const columns = {
    name: item.name,
    category: item.category,
    price_kopecks: item.priceKopecks,
    unit_price_kopecks: item.unitPriceKopecks,
    paid_kopecks: item.paidKopecks,
    due_date: item.dueDate,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function toAnswer(row: BudgetItemRow & { contractor_name?: string | null }, count: HeadCount, now: Date): BudgetItem {
  return budgetItemAnswer(storedItem(row), count, now);
}

export async function listItems(deps: BudgetDeps, weddingId: string): Promise<BudgetItem[]> {
  const [rows, count] = await Promise.all([repository.listItems(deps.db, weddingId), headCount(deps, weddingId)]);
  const now = deps.now();
  return rows.map((row) => toAnswer(row, count, now));
}

async function categoryKnown(deps: BudgetDeps, weddingId: string, code: string | undefined): Promise<boolean> {
  return code === undefined || (await repository.findCategory(deps.db, weddingId, { code })) !== undefined;
}

export async function createItem(
  deps: BudgetDeps,
  weddingId: string,
  body: BudgetItemRequest,
  contractor: { id: string; name: string } | null = null,
): Promise<BudgetItem> {
  refuseOn(budgetItemProblem(body, await categoryKnown(deps, weddingId, body.category)));
  const count = await headCount(deps, weddingId);
  const item = passed(newStoredItem(newId('bi'), body, count));
  const now = deps.now();
  const row: BudgetItemRow = {
    id: item.id,
    wedding_id: weddingId,
    ...columnsOf(item),
    contractor_id: contractor?.id ?? null,
    contractor_rest: 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await repository.insertItem(deps.db, row);
  return toAnswer({ ...row, contractor_name: contractor?.name ?? null }, count, now);
}

export async function updateItem(
  deps: BudgetDeps,
  weddingId: string,
  id: string,
  body: BudgetItemPatch,
): Promise<BudgetItem> {
  refuseOn(budgetItemProblem(body, await categoryKnown(deps, weddingId, body.category)));
  const count = await headCount(deps, weddingId);
  const now = deps.now();
  /*
   * Two tabs saving one item at once: the row is read, checked and written in one transaction
   * holding it (FOR UPDATE on PostgreSQL; SQLite has one writer), and only the named fields are
   * written, so the second edit waits, sees the first and keeps it; paid <= price is checked
   * against what the other tab has just stored.
   */
  const stored = await deps.db.transaction().execute(async (trx) => {
    const row = await repository.findItem(trx, weddingId, id, { lock: deps.engine === 'postgres' });
    if (!row) throw notFoundError();
    const isRest = Number(row.contractor_rest) === 1;
    const changes = {
      ...columnsOf(passed(storedItemChanges(storedItem(row), body, count)).changes),
      updated_at: now.toISOString(),
    };
    await repository.updateItem(trx, weddingId, id, changes);
    // A payment's new amount moves the rest of the contractor's agreed price.
    if (row.contractor_id && !isRest && changes.price_kopecks !== undefined) {
      await keepRestInStep({ ...deps, db: trx }, weddingId, row.contractor_id);
    }
    const contractorName = row.contractor_id
      ? await repository.findContractorName(trx, weddingId, row.contractor_id)
      : null;
    return { ...row, ...changes, contractor_name: contractorName } as BudgetItemRow & {
      contractor_name: string | null;
    };
  });
  return toAnswer(stored, count, now);
}

/** Deletes an item; a contractor's payment gone puts its amount back into the rest of the agreed price. */
export async function deleteItem(deps: BudgetDeps, weddingId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repository.findItem(trx, weddingId, id, { lock: deps.engine === 'postgres' });
    if (!row) throw notFoundError();
    refuseWith(
      itemDeletionRefusal({ contractorId: row.contractor_id, contractorRest: Number(row.contractor_rest) === 1 }),
    );
    await repository.deleteItem(trx, weddingId, id);
    if (row.contractor_id) await keepRestInStep({ ...deps, db: trx }, weddingId, row.contractor_id);
  });
}

export async function summary(deps: BudgetDeps, weddingId: string): Promise<BudgetSummary> {
  const [total, items, gifts] = await Promise.all([
    repository.findTotal(deps.db, weddingId),
    listItems(deps, weddingId),
    moneyReceived(deps.db, weddingId),
  ]);
  return budgetSummaryOf(total, items, gifts);
}

export async function setTotal(deps: BudgetDeps, weddingId: string, value: number): Promise<BudgetSummary> {
  await repository.updateTotal(deps.db, weddingId, toKopecks(value), deps.now().toISOString());
  return summary(deps, weddingId);
}

export async function listCategories(deps: BudgetDeps, weddingId: string) {
  return repository.listCategories(deps.db, weddingId);
}

export async function createCategory(deps: BudgetDeps, weddingId: string, body: BudgetCategoryRequest) {
  refuseOn(categoryNameProblem(await repository.listCategories(deps.db, weddingId), body.name));
  const name = body.name.trim();
  const category = { id: newId('bc'), code: newId('c'), name };
  await repository.insertCategories(deps.db, [
    {
      ...category,
      wedding_id: weddingId,
      sort_order: await repository.nextCategoryOrder(deps.db, weddingId),
      created_at: deps.now().toISOString(),
    },
  ]);
  return category;
}

async function ownCategory(deps: BudgetDeps, weddingId: string, id: string) {
  const category = await repository.findCategory(deps.db, weddingId, { id });
  if (!category) throw notFoundError();
  return category;
}

export async function renameCategory(deps: BudgetDeps, weddingId: string, id: string, body: BudgetCategoryRequest) {
  const category = await ownCategory(deps, weddingId, id);
  refuseOn(categoryNameProblem(await repository.listCategories(deps.db, weddingId), body.name, id));
  const name = body.name.trim();
  await repository.renameCategory(deps.db, weddingId, id, name);
  return { ...category, name };
}

/** Deletes a category; its items go where the couple said (categoryDeletion). */
export async function deleteCategory(
  deps: BudgetDeps,
  weddingId: string,
  id: string,
  where: { moveTo?: string; deleteItems?: boolean },
): Promise<void> {
  const category = await ownCategory(deps, weddingId, id);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const hasItems = (await repository.countItemsIn(trx, weddingId, category.code)) > 0;
    const target =
      where.moveTo === undefined ? undefined : await repository.findCategory(trx, weddingId, { code: where.moveTo });
    const deletion = categoryDeletion(hasItems, where, category.code, target !== undefined);
    if (typeof deletion === 'object') refuseOn(deletion.problem);
    if (deletion === 'move') await repository.moveItems(trx, weddingId, category.code, where.moveTo!, now);
    if (deletion === 'delete') await repository.deleteItemsIn(trx, weddingId, category.code);
    await repository.deleteCategory(trx, weddingId, id);
  });
}
