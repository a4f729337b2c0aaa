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
  budgetSummaryOf,
  calculatedKopecks,
  headCountOf,
  peopleOf,
  type HeadCount,
  type StoredBudgetItem,
} from '../../../src/contract/budget-rules.ts';
import { hasWholeKopecks, toKopecks } from '../../../src/contract/money.ts';
import type { BudgetItemRow, Database } from '../../db/database.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { countGuestPeople } from '../guests/public.ts';
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
  userId: string,
) => Promise<{ guests: number; people: number; children: number }>;

export interface BudgetDeps {
  db: Db;
  now: () => Date;
  guestPeople: GuestPeopleCounter;
}

export const defaultGuestPeople: GuestPeopleCounter = countGuestPeople;

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString('base64url')}`;
}

/** Gives a couple the default categories once, on their first budget call; race-safe and idempotent. */
export async function ensureSeeded(deps: BudgetDeps, userId: string): Promise<void> {
  if (await repository.hasSettings(deps.db, userId)) return;
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repository.insertSettingsOnce(trx, userId, now))) return;
    await repository.insertCategories(
      trx,
      DEFAULT_BUDGET_CATEGORIES.map((code, index) => ({
        id: newId('bc'),
        user_id: userId,
        code,
        name: t(`budget:defaultCategories.${code}`),
        sort_order: index + 1,
        created_at: now,
      })),
    );
  });
}

/** The people a per-person price counts: the guest list's, with the children if the couple counts them. */
async function headCount(deps: BudgetDeps, userId: string): Promise<HeadCount> {
  const [list, countChildren] = await Promise.all([
    deps.guestPeople(deps.db, userId),
    repository.findCountChildren(deps.db, userId),
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

export async function people(deps: BudgetDeps, userId: string): Promise<BudgetPeople> {
  return peopleAnswer(await headCount(deps, userId));
}

export async function setCountChildren(
  deps: BudgetDeps,
  userId: string,
  countChildren: boolean,
): Promise<BudgetPeople> {
  await repository.updateCountChildren(deps.db, userId, countChildren, deps.now().toISOString());
  return people(deps, userId);
}

function toAnswer(row: BudgetItemRow, count: HeadCount, now: Date): BudgetItem {
  const stored: StoredBudgetItem = {
    id: row.id,
    name: row.name,
    category: row.category,
    priceKopecks: Number(row.price_kopecks),
    unitPriceKopecks: row.unit_price_kopecks === null ? null : Number(row.unit_price_kopecks),
    paidKopecks: row.paid_kopecks === null ? null : Number(row.paid_kopecks),
    dueDate: row.due_date,
  };
  return budgetItemAnswer(stored, count, now);
}

export async function listItems(deps: BudgetDeps, userId: string): Promise<BudgetItem[]> {
  const [rows, count] = await Promise.all([repository.listItems(deps.db, userId), headCount(deps, userId)]);
  const now = deps.now();
  return rows.map((row) => toAnswer(row, count, now));
}

/** A money field with more than 2 decimals: the schema cannot say it, so it is checked here. */
function checkKopecks(fields: Partial<Record<'price' | 'paid' | 'unitPrice', number | null | undefined>>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'number' && !hasWholeKopecks(value)) throw fieldError(field, t('validation:other'));
  }
}

async function checkCategory(deps: BudgetDeps, userId: string, code: string): Promise<void> {
  if (!(await repository.findCategory(deps.db, userId, { code }))) {
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

export async function createItem(deps: BudgetDeps, userId: string, body: BudgetItemRequest): Promise<BudgetItem> {
  checkKopecks({ price: body.price, paid: body.paid, unitPrice: body.unitPrice });
  await checkCategory(deps, userId, body.category);
  const count = await headCount(deps, userId);
  const paid = body.paid == null ? null : toKopecks(body.paid);
  const unit = body.unitPrice == null ? null : toKopecks(body.unitPrice);
  const { priceKopecks } = checkedItem({ price: toKopecks(body.price), paid, unit }, count);
  const now = deps.now();
  const row: BudgetItemRow = {
    id: newId('bi'),
    user_id: userId,
    category: body.category,
    name: body.name.trim(),
    price_kopecks: priceKopecks,
    unit_price_kopecks: unit,
    paid_kopecks: paid,
    due_date: body.dueDate ?? null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await repository.insertItem(deps.db, row);
  return toAnswer(row, count, now);
}

async function ownItem(deps: BudgetDeps, userId: string, id: string): Promise<BudgetItemRow> {
  const row = await repository.findItem(deps.db, userId, id);
  if (!row) throw new HttpError(404, t('errors:server.notFound'));
  return row;
}

export async function updateItem(
  deps: BudgetDeps,
  userId: string,
  id: string,
  body: BudgetItemPatch,
): Promise<BudgetItem> {
  const row = await ownItem(deps, userId, id);
  checkKopecks({ price: body.price, paid: body.paid, unitPrice: body.unitPrice });
  if (body.category !== undefined) await checkCategory(deps, userId, body.category);
  const count = await headCount(deps, userId);
  const next = {
    price: body.price === undefined ? Number(row.price_kopecks) : toKopecks(body.price),
    paid:
      body.paid === undefined
        ? row.paid_kopecks === null
          ? null
          : Number(row.paid_kopecks)
        : body.paid === null
          ? null
          : toKopecks(body.paid),
    unit:
      body.unitPrice === undefined
        ? row.unit_price_kopecks === null
          ? null
          : Number(row.unit_price_kopecks)
        : body.unitPrice === null
          ? null
          : toKopecks(body.unitPrice),
  };
  // Money untouched (a new name, say): an item already paid above a shrunken head count stays as it is.
  const moneyChanged = body.price !== undefined || body.paid !== undefined || body.unitPrice !== undefined;
  const priceKopecks = moneyChanged ? checkedItem(next, count).priceKopecks : Number(row.price_kopecks);
  const changed: BudgetItemRow = {
    ...row,
    name: body.name === undefined ? row.name : body.name.trim(),
    category: body.category ?? row.category,
    price_kopecks: priceKopecks,
    unit_price_kopecks: next.unit,
    paid_kopecks: next.paid,
    due_date: body.dueDate === undefined ? row.due_date : body.dueDate,
    updated_at: deps.now().toISOString(),
  };
  const { id: _id, user_id: _user, created_at: _created, ...changes } = changed;
  await repository.updateItem(deps.db, userId, id, changes);
  return toAnswer(changed, count, deps.now());
}

export async function deleteItem(deps: BudgetDeps, userId: string, id: string): Promise<void> {
  if (!(await repository.deleteItem(deps.db, userId, id))) throw new HttpError(404, t('errors:server.notFound'));
}

export async function summary(deps: BudgetDeps, userId: string): Promise<BudgetSummary> {
  const [total, items] = await Promise.all([repository.findTotal(deps.db, userId), listItems(deps, userId)]);
  return budgetSummaryOf(total, items);
}

export async function setTotal(deps: BudgetDeps, userId: string, value: number): Promise<BudgetSummary> {
  if (!hasWholeKopecks(value)) throw fieldError('value', t('validation:other'));
  await repository.updateTotal(deps.db, userId, toKopecks(value), deps.now().toISOString());
  return summary(deps, userId);
}

export async function listCategories(deps: BudgetDeps, userId: string) {
  return repository.listCategories(deps.db, userId);
}

async function checkNameFree(deps: BudgetDeps, userId: string, name: string, exceptId?: string): Promise<void> {
  const taken = (await repository.listCategories(deps.db, userId)).some(
    (category) => category.id !== exceptId && category.name.toLocaleLowerCase('ru') === name.toLocaleLowerCase('ru'),
  );
  if (taken) throw fieldError('name', t('budget:errors.categoryExists'));
}

export async function createCategory(deps: BudgetDeps, userId: string, body: BudgetCategoryRequest) {
  const name = body.name.trim();
  if (!name) throw fieldError('name', t('validation:required'));
  await checkNameFree(deps, userId, name);
  const category = { id: newId('bc'), code: newId('c'), name };
  await repository.insertCategories(deps.db, [
    {
      ...category,
      user_id: userId,
      sort_order: await repository.nextCategoryOrder(deps.db, userId),
      created_at: deps.now().toISOString(),
    },
  ]);
  return category;
}

async function ownCategory(deps: BudgetDeps, userId: string, id: string) {
  const category = await repository.findCategory(deps.db, userId, { id });
  if (!category) throw new HttpError(404, t('errors:server.notFound'));
  return category;
}

export async function renameCategory(deps: BudgetDeps, userId: string, id: string, body: BudgetCategoryRequest) {
  const category = await ownCategory(deps, userId, id);
  const name = body.name.trim();
  if (!name) throw fieldError('name', t('validation:required'));
  await checkNameFree(deps, userId, name, id);
  await repository.renameCategory(deps.db, userId, id, name);
  return { ...category, name };
}

/**
 * Deletes a category. Its items, if any, go where the couple said: into `moveTo` or away with it
 * (`deleteItems`); without a word on them the call is refused, so nothing vanishes unasked.
 */
export async function deleteCategory(
  deps: BudgetDeps,
  userId: string,
  id: string,
  where: { moveTo?: string; deleteItems?: boolean },
): Promise<void> {
  const category = await ownCategory(deps, userId, id);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if ((await repository.countItemsIn(trx, userId, category.code)) > 0) {
      if (where.moveTo !== undefined) {
        const target = await repository.findCategory(trx, userId, { code: where.moveTo });
        if (!target || target.code === category.code) throw fieldError('moveTo', t('validation:other'));
        await repository.moveItems(trx, userId, category.code, target.code, now);
      } else if (where.deleteItems) {
        await repository.deleteItemsIn(trx, userId, category.code);
      } else {
        throw fieldError('moveTo', t('budget:errors.categoryHasItems'));
      }
    }
    await repository.deleteCategory(trx, userId, id);
  });
}
