import { randomBytes } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
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
  budgetSummaryOf,
  calculatedKopecks,
  headCountOf,
  peopleOf,
  type HeadCount,
  type StoredBudgetItem,
} from '../../../src/contract/budget-rules.ts';
import { hasWholeKopecks, toKopecks } from '../../../src/contract/money.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { BudgetItemRow, BudgetItemsTable } from './tables.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
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

function peopleAnswer(count: HeadCount): BudgetPeople {
  return {
    people: peopleOf(count),
    grownUps: count.grownUps,
    children: count.children,
    countChildren: count.countChildren,
  };
}

export async function people(deps: BudgetDeps, weddingId: string): Promise<BudgetPeople> {
  return peopleAnswer(await headCount(deps, weddingId));
}

export async function setCountChildren(
  deps: BudgetDeps,
  weddingId: string,
  countChildren: boolean,
): Promise<BudgetPeople> {
  await repository.updateCountChildren(deps.db, weddingId, countChildren, deps.now().toISOString());
  return people(deps, weddingId);
}

function toAnswer(row: BudgetItemRow & { contractor_name?: string | null }, count: HeadCount, now: Date): BudgetItem {
  const stored: StoredBudgetItem = {
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
  return budgetItemAnswer(stored, count, now);
}

export async function listItems(deps: BudgetDeps, weddingId: string): Promise<BudgetItem[]> {
  const [rows, count] = await Promise.all([repository.listItems(deps.db, weddingId), headCount(deps, weddingId)]);
  const now = deps.now();
  return rows.map((row) => toAnswer(row, count, now));
}

/** A money field with more than 2 decimals: the schema cannot say it, so it is checked here. */
function checkKopecks(fields: Partial<Record<'price' | 'paid' | 'unitPrice', number | null | undefined>>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'number' && !hasWholeKopecks(value)) throw fieldError(field, t('validation:other'));
  }
}

async function checkCategory(deps: BudgetDeps, weddingId: string, code: string): Promise<void> {
  if (!(await repository.findCategory(deps.db, weddingId, { code }))) {
    throw fieldError('category', t('validation:other'));
  }
}

/** The item as it will be stored once `changes` apply, with the rule paid <= price checked. */
function checkedItem(
  current: { price: number; paid: number | null; unit: number | null },
  count: HeadCount,
): { priceKopecks: number } {
  const priceKopecks = current.unit === null ? current.price : calculatedKopecks(current.unit, count);
  if (current.paid !== null && current.paid > priceKopecks) throw fieldError('paid', t('validation:numberMax'));
  return { priceKopecks };
}

export async function createItem(
  deps: BudgetDeps,
  weddingId: string,
  body: BudgetItemRequest,
  contractor: { id: string; name: string } | null = null,
): Promise<BudgetItem> {
  checkKopecks({ price: body.price, paid: body.paid, unitPrice: body.unitPrice });
  await checkCategory(deps, weddingId, body.category);
  const count = await headCount(deps, weddingId);
  const paid = body.paid == null ? null : toKopecks(body.paid);
  const unit = body.unitPrice == null ? null : toKopecks(body.unitPrice);
  const { priceKopecks } = checkedItem({ price: toKopecks(body.price), paid, unit }, count);
  const now = deps.now();
  const row: BudgetItemRow = {
    id: newId('bi'),
    wedding_id: weddingId,
    category: body.category,
    name: body.name.trim(),
    price_kopecks: priceKopecks,
    unit_price_kopecks: unit,
    paid_kopecks: paid,
    due_date: body.dueDate ?? null,
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
  checkKopecks({ price: body.price, paid: body.paid, unitPrice: body.unitPrice });
  if (body.category !== undefined) await checkCategory(deps, weddingId, body.category);
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
    if (!row) throw new HttpError(404, t('errors:server.notFound'));
    const kopecks = (value: number | null | undefined, current: number | null): number | null =>
      value === undefined ? current : value === null ? null : toKopecks(value);
    const next = {
      price: body.price === undefined ? Number(row.price_kopecks) : toKopecks(body.price),
      paid: kopecks(body.paid, row.paid_kopecks === null ? null : Number(row.paid_kopecks)),
      unit: kopecks(body.unitPrice, row.unit_price_kopecks === null ? null : Number(row.unit_price_kopecks)),
    };
    const isRest = Number(row.contractor_rest) === 1;
    // The rest of a contractor's price follows the price and the payments, not an edit of its own.
    if (isRest && (next.price !== Number(row.price_kopecks) || next.unit !== null)) {
      throw fieldError('price', t('budget:errors.contractorRest'));
    }
    const changes: Updateable<BudgetItemsTable> = { updated_at: now.toISOString() };
    if (body.name !== undefined) changes.name = body.name.trim();
    if (body.category !== undefined) changes.category = body.category;
    if (body.dueDate !== undefined) changes.due_date = body.dueDate;
    // Money untouched (a new name, say): an item already paid above a shrunken head count stays as it is.
    if (body.price !== undefined || body.paid !== undefined || body.unitPrice !== undefined) {
      changes.price_kopecks = checkedItem(next, count).priceKopecks;
      if (body.paid !== undefined) changes.paid_kopecks = next.paid;
      if (body.unitPrice !== undefined) changes.unit_price_kopecks = next.unit;
    }
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
    if (!row) throw new HttpError(404, t('errors:server.notFound'));
    if (Number(row.contractor_rest) === 1 && row.contractor_id) {
      throw new HttpError(422, t('budget:errors.contractorRest'));
    }
    await repository.deleteItem(trx, weddingId, id);
    if (row.contractor_id) await keepRestInStep({ ...deps, db: trx }, weddingId, row.contractor_id);
  });
}

export async function summary(deps: BudgetDeps, weddingId: string): Promise<BudgetSummary> {
  const [total, items] = await Promise.all([repository.findTotal(deps.db, weddingId), listItems(deps, weddingId)]);
  return budgetSummaryOf(total, items);
}

export async function setTotal(deps: BudgetDeps, weddingId: string, value: number): Promise<BudgetSummary> {
  if (!hasWholeKopecks(value)) throw fieldError('value', t('validation:other'));
  await repository.updateTotal(deps.db, weddingId, toKopecks(value), deps.now().toISOString());
  return summary(deps, weddingId);
}

export async function listCategories(deps: BudgetDeps, weddingId: string) {
  return repository.listCategories(deps.db, weddingId);
}

async function checkNameFree(deps: BudgetDeps, weddingId: string, name: string, exceptId?: string): Promise<void> {
  const taken = (await repository.listCategories(deps.db, weddingId)).some(
    (category) => category.id !== exceptId && category.name.toLocaleLowerCase('ru') === name.toLocaleLowerCase('ru'),
  );
  if (taken) throw fieldError('name', t('budget:errors.categoryExists'));
}

export async function createCategory(deps: BudgetDeps, weddingId: string, body: BudgetCategoryRequest) {
  const name = body.name.trim();
  if (!name) throw fieldError('name', t('validation:required'));
  await checkNameFree(deps, weddingId, name);
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
  if (!category) throw new HttpError(404, t('errors:server.notFound'));
  return category;
}

export async function renameCategory(deps: BudgetDeps, weddingId: string, id: string, body: BudgetCategoryRequest) {
  const category = await ownCategory(deps, weddingId, id);
  const name = body.name.trim();
  if (!name) throw fieldError('name', t('validation:required'));
  await checkNameFree(deps, weddingId, name, id);
  await repository.renameCategory(deps.db, weddingId, id, name);
  return { ...category, name };
}

/**
 * Deletes a category. Its items, if any, go where the couple said: into `moveTo` or away with it
 * (`deleteItems`); without a word on them the call is refused, so nothing vanishes unasked.
 */
export async function deleteCategory(
  deps: BudgetDeps,
  weddingId: string,
  id: string,
  where: { moveTo?: string; deleteItems?: boolean },
): Promise<void> {
  const category = await ownCategory(deps, weddingId, id);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if ((await repository.countItemsIn(trx, weddingId, category.code)) > 0) {
      if (where.moveTo !== undefined) {
        const target = await repository.findCategory(trx, weddingId, { code: where.moveTo });
        if (!target || target.code === category.code) throw fieldError('moveTo', t('validation:other'));
        await repository.moveItems(trx, weddingId, category.code, target.code, now);
      } else if (where.deleteItems) {
        await repository.deleteItemsIn(trx, weddingId, category.code);
      } else {
        throw fieldError('moveTo', t('budget:errors.categoryHasItems'));
      }
    }
    await repository.deleteCategory(trx, weddingId, id);
  });
}
