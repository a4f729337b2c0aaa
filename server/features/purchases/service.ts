import { randomBytes } from 'node:crypto';
import type { Updateable } from 'kysely';
import type {
  Purchase,
  PurchasePatch,
  PurchaseRequest,
  PurchaseToBudgetRequest,
} from '../../../src/contract/purchases.ts';
import { toRoubles } from '../../../src/contract/money.ts';
import {
  newPurchase,
  purchaseAnswer,
  purchaseChanges,
  toBudgetRefusal,
  type StoredPurchase,
} from '../../../src/contract/purchase-rules.ts';
import type { PurchasesTable } from './tables.ts';
import { HttpError, notFoundError, refuseWith } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { addPaidItem, existingItemIds, removeItem, type BudgetDeps } from '../budget/public.ts';
import * as repository from './repository.ts';

/*
 * The shopping list's rules beyond SQL: a name of spaces only is "required", a price in whole
 * kopecks, 404 for a foreign or unknown id, and the one step into the budget. A purchase names the
 * budget item it became; the link counts only while that item exists, so an item deleted on the
 * budget page frees the purchase to go again, and a live one makes a second try a 409.
 */

/** The budget's deps: the step into the budget adds an item through server/features/budget/public.ts. */
export type PurchaseDeps = BudgetDeps;

function stored(row: PurchasesTable): StoredPurchase {
  return {
    id: row.id,
    name: row.name,
    store: row.store,
    link: row.link,
    priceKopecks: row.price_kopecks === null ? null : Number(row.price_kopecks),
    bought: Number(row.bought) === 1,
    budgetItemId: row.budget_item_id,
  };
}

type PurchaseColumns = Pick<PurchasesTable, 'name' | 'store' | 'link' | 'price_kopecks' | 'bought'>;

/** The stored fields as the table's columns (those given): the one mapping of both writes. */
function columns(purchase: StoredPurchase): PurchaseColumns;
function columns(changes: ReturnType<typeof purchaseChanges>): Updateable<PurchasesTable>;
function columns({ name, store, link, priceKopecks, bought }: ReturnType<typeof purchaseChanges>) {
  const given = {
    name,
    store,
    link,
    price_kopecks: priceKopecks,
    bought: bought === undefined ? undefined : Number(bought),
  };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

async function answersOf(deps: PurchaseDeps, weddingId: string, rows: PurchasesTable[]): Promise<Purchase[]> {
  const linked = rows.flatMap((row) => (row.budget_item_id === null ? [] : [row.budget_item_id]));
  const live = await existingItemIds(deps, weddingId, linked);
  return rows.map((row) => purchaseAnswer(stored(row), live));
}

const answerOf = async (deps: PurchaseDeps, weddingId: string, row: PurchasesTable) =>
  (await answersOf(deps, weddingId, [row]))[0]!;

export async function listPurchases(deps: PurchaseDeps, weddingId: string): Promise<Purchase[]> {
  return answersOf(deps, weddingId, await repository.listPurchases(deps.db, weddingId));
}

export async function createPurchase(deps: PurchaseDeps, weddingId: string, body: PurchaseRequest): Promise<Purchase> {
  const now = deps.now().toISOString();
  const purchase = newPurchase(`pu_${randomBytes(9).toString('base64url')}`, body);
  const row: PurchasesTable = {
    id: purchase.id,
    wedding_id: weddingId,
    ...columns(purchase),
    budget_item_id: null,
    created_at: now,
    updated_at: now,
  };
  await repository.insertPurchase(deps.db, row);
  return purchaseAnswer(purchase, new Set());
}

export async function updatePurchase(
  deps: PurchaseDeps,
  weddingId: string,
  id: string,
  body: PurchasePatch,
): Promise<Purchase> {
  const changes = { ...columns(purchaseChanges(body)), updated_at: deps.now().toISOString() };
  const row = await repository.updatePurchase(deps.db, weddingId, id, changes);
  if (!row) throw notFoundError();
  return answerOf(deps, weddingId, row);
}

export async function deletePurchase(deps: PurchaseDeps, weddingId: string, id: string): Promise<void> {
  if (!(await repository.deletePurchase(deps.db, weddingId, id))) throw notFoundError();
}

/**
 * A purchase with a price becomes a budget item named and priced as the purchase: paid in full once
 * bought, still to pay before (a couple plans the purchase in the budget before the shop). Refused
 * (409) while its earlier item exists, and without a price: the page offers the step only then, so
 * these are a second tab's late clicks.
 */
export async function purchaseToBudget(
  deps: PurchaseDeps,
  weddingId: string,
  id: string,
  body: PurchaseToBudgetRequest,
): Promise<Purchase> {
  const row = await repository.findPurchase(deps.db, weddingId, id);
  if (!row) throw notFoundError();
  refuseWith(toBudgetRefusal(await answerOf(deps, weddingId, row)));
  const price = toRoubles(Number(row.price_kopecks));
  const item = await addPaidItem(deps, weddingId, {
    name: row.name,
    price,
    paid: Number(row.bought) === 1 ? price : 0,
    category: body.category,
  });
  const now = deps.now().toISOString();
  if (
    !(await repository.linkBudgetItem(deps.db, weddingId, id, { itemId: item.id, previous: row.budget_item_id, now }))
  ) {
    await removeItem(deps, weddingId, item.id).catch(() => undefined);
    throw new HttpError(409, t('purchases:errors.alreadyInBudget'));
  }
  return purchaseAnswer({ ...stored(row), budgetItemId: item.id }, new Set([item.id]));
}
