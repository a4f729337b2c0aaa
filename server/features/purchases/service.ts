import { randomBytes } from 'node:crypto';
import type { Updateable } from 'kysely';
import type {
  Purchase,
  PurchasePatch,
  PurchaseRequest,
  PurchaseToBudgetRequest,
} from '../../../src/contract/purchases.ts';
import { hasWholeKopecks, toKopecks, toRoubles } from '../../../src/contract/money.ts';
import type { PurchasesTable } from './tables.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
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

const notFound = () => new HttpError(404, t('errors:server.notFound'));

function toAnswer(row: PurchasesTable, liveItems: ReadonlySet<string>): Purchase {
  return {
    id: row.id,
    name: row.name,
    store: row.store,
    link: row.link,
    price: row.price_kopecks === null ? null : toRoubles(Number(row.price_kopecks)),
    bought: Number(row.bought) === 1,
    budgetItemId: row.budget_item_id !== null && liveItems.has(row.budget_item_id) ? row.budget_item_id : null,
  };
}

async function answersOf(deps: PurchaseDeps, weddingId: string, rows: PurchasesTable[]): Promise<Purchase[]> {
  const linked = rows.flatMap((row) => (row.budget_item_id === null ? [] : [row.budget_item_id]));
  const live = await existingItemIds(deps, weddingId, linked);
  return rows.map((row) => toAnswer(row, live));
}

const answerOf = async (deps: PurchaseDeps, weddingId: string, row: PurchasesTable) =>
  (await answersOf(deps, weddingId, [row]))[0]!;

function cleanName(name: string): string {
  const clean = name.trim();
  if (!clean) throw fieldError('name', t('validation:required'));
  return clean;
}

function priceKopecks(price: number | null): number | null {
  if (price === null) return null;
  if (!hasWholeKopecks(price)) throw fieldError('price', t('validation:other'));
  return toKopecks(price);
}

export async function listPurchases(deps: PurchaseDeps, weddingId: string): Promise<Purchase[]> {
  return answersOf(deps, weddingId, await repository.listPurchases(deps.db, weddingId));
}

export async function createPurchase(deps: PurchaseDeps, weddingId: string, body: PurchaseRequest): Promise<Purchase> {
  const now = deps.now().toISOString();
  const row: PurchasesTable = {
    id: `pu_${randomBytes(9).toString('base64url')}`,
    wedding_id: weddingId,
    name: cleanName(body.name),
    store: (body.store ?? '').trim(),
    link: (body.link ?? '').trim(),
    price_kopecks: priceKopecks(body.price ?? null),
    bought: body.bought ? 1 : 0,
    budget_item_id: null,
    created_at: now,
    updated_at: now,
  };
  await repository.insertPurchase(deps.db, row);
  return toAnswer(row, new Set());
}

export async function updatePurchase(
  deps: PurchaseDeps,
  weddingId: string,
  id: string,
  body: PurchasePatch,
): Promise<Purchase> {
  const changes: Updateable<PurchasesTable> = { updated_at: deps.now().toISOString() };
  if (body.name !== undefined) changes.name = cleanName(body.name);
  if (body.store !== undefined) changes.store = body.store.trim();
  if (body.link !== undefined) changes.link = body.link.trim();
  if (body.price !== undefined) changes.price_kopecks = priceKopecks(body.price);
  if (body.bought !== undefined) changes.bought = body.bought ? 1 : 0;
  const row = await repository.updatePurchase(deps.db, weddingId, id, changes);
  if (!row) throw notFound();
  return answerOf(deps, weddingId, row);
}

export async function deletePurchase(deps: PurchaseDeps, weddingId: string, id: string): Promise<void> {
  if (!(await repository.deletePurchase(deps.db, weddingId, id))) throw notFound();
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
  if (!row) throw notFound();
  if ((await answerOf(deps, weddingId, row)).budgetItemId !== null) {
    throw new HttpError(409, t('stores:errors.alreadyInBudget'));
  }
  if (row.price_kopecks === null) throw new HttpError(409, t('stores:errors.noPrice'));
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
    throw new HttpError(409, t('stores:errors.alreadyInBudget'));
  }
  return toAnswer({ ...row, budget_item_id: item.id, updated_at: now }, new Set([item.id]));
}
