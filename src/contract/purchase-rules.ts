import { toKopecks, toRoubles } from './money.ts';
import type { Purchase, PurchasePatch, PurchaseRequest } from './purchases.ts';
import { blankProblem, firstProblem, kopecksProblem, type FieldProblem, type Refusal } from './rule-problem.ts';

/*
 * The shopping list's rules, shared by the server (server/features/purchases) and the mock so both
 * answer alike: what a request may not hold, how its fields are stored, and how a purchase answers.
 */

/** A purchase as both back ends keep it: kopecks, and the budget item it became. */
export interface StoredPurchase {
  id: string;
  name: string;
  store: string;
  link: string;
  priceKopecks: number | null;
  bought: boolean;
  budgetItemId: string | null;
}

/** A name of spaces only is "required"; a price in whole kopecks. */
export function purchaseProblem(body: PurchasePatch): FieldProblem | null {
  return firstProblem(blankProblem('name', body.name), kopecksProblem({ price: body.price }));
}

/** The stored fields a request sets (texts trimmed, the price in kopecks); absent fields stay. */
export function purchaseChanges(body: PurchasePatch): Partial<Omit<StoredPurchase, 'id' | 'budgetItemId'>> {
  const changes: Partial<Omit<StoredPurchase, 'id' | 'budgetItemId'>> = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.store !== undefined) changes.store = body.store.trim();
  if (body.link !== undefined) changes.link = body.link.trim();
  if (body.price !== undefined) changes.priceKopecks = body.price === null ? null : toKopecks(body.price);
  if (body.bought !== undefined) changes.bought = body.bought;
  return changes;
}

/** A new purchase as a request makes it: nothing bought, no price, no budget item unless it says. */
export function newPurchase(id: string, body: PurchaseRequest): StoredPurchase {
  const blank = { store: '', link: '', priceKopecks: null, bought: false, budgetItemId: null };
  return { id, ...blank, ...purchaseChanges(body), name: body.name.trim() };
}

/** The link to a budget item counts only while the item exists (`liveItems`), so a deleted one frees the purchase. */
export function purchaseAnswer(purchase: StoredPurchase, liveItems: ReadonlySet<string>): Purchase {
  return {
    id: purchase.id,
    name: purchase.name,
    store: purchase.store,
    link: purchase.link,
    price: purchase.priceKopecks === null ? null : toRoubles(purchase.priceKopecks),
    bought: purchase.bought,
    budgetItemId: purchase.budgetItemId !== null && liveItems.has(purchase.budgetItemId) ? purchase.budgetItemId : null,
  };
}

/** Why a purchase cannot become a budget item (409): its item still exists, or it has no price. */
export function toBudgetRefusal(answer: Purchase): Refusal | null {
  if (answer.budgetItemId !== null) return { status: 409, key: 'purchases:errors.alreadyInBudget' };
  return answer.price === null ? { status: 409, key: 'purchases:errors.noPrice' } : null;
}
