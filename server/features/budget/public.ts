import { randomBytes } from 'node:crypto';
import type { BudgetCategory, BudgetItem } from '../../../src/contract/budget.ts';
import { fieldError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import * as repository from './repository.ts';
import { createItem, deleteItem, ensureSeeded, listItems, type BudgetDeps } from './service.ts';

/*
 * What other features may do with the budget: the shopping list (server/features/purchases) turns
 * a bought purchase into a budget item, and asks which of the items it made still exist. A
 * contractor's payments are budget items naming it (one ledger): the contractors feature adds, lists
 * and removes them here, so the budget's sums and the main page's due-date warnings cover them.
 */

/** The category an item from elsewhere goes to when the couple names none. */
const FALLBACK_CATEGORY = 'other';

/** `preferred` when the couple has it, else «other», else their first category. */
function categoryAmong(categories: readonly Pick<BudgetCategory, 'code'>[], preferred = FALLBACK_CATEGORY) {
  return (
    categories.find((entry) => entry.code === preferred) ??
    categories.find((entry) => entry.code === FALLBACK_CATEGORY) ??
    categories[0]
  )?.code;
}

/**
 * Adds a purchase's item to the couple's budget, paid in full unless `paid` says less (a purchase
 * not bought yet comes with 0), in `category` or, left out,
 * «other» (the first category when the couple deleted it). The default categories are given first
 * if the couple has never opened the budget. A category that is not the couple's is a 422 on it.
 */
export async function addPaidItem(
  deps: BudgetDeps,
  weddingId: string,
  item: { name: string; price: number; paid?: number; category?: string },
): Promise<BudgetItem> {
  await ensureSeeded(deps, weddingId);
  let category = item.category;
  if (category === undefined) {
    const categories = await repository.listCategories(deps.db, weddingId);
    category = categoryAmong(categories);
    if (category === undefined) throw fieldError('category', t('validation:required'));
  }
  return createItem(deps, weddingId, { name: item.name, category, price: item.price, paid: item.paid ?? item.price });
}

/** Takes back an item added a moment ago (the purchase it was for went into the budget meanwhile). */
export async function removeItem(deps: BudgetDeps, weddingId: string, id: string): Promise<void> {
  await deleteItem(deps, weddingId, id);
}

/** Which of these budget item ids the couple still has. */
export async function existingItemIds(deps: Pick<BudgetDeps, 'db'>, weddingId: string, ids: readonly string[]) {
  return repository.itemIdsAmong(deps.db, weddingId, ids);
}

/**
 * Adds a payment to a contractor: an unpaid item with its due date naming the contractor, in the
 * category of its kind (`categoryCode`) or the fallback; a couple who deleted every category gets
 * «other» back rather than a payment refused for a field the couple never saw.
 */
export async function addContractorPayment(
  deps: BudgetDeps,
  weddingId: string,
  payment: {
    contractor: { id: string; name: string };
    categoryCode: string;
    name: string;
    amount: number;
    dueDate: string;
  },
): Promise<BudgetItem> {
  await ensureSeeded(deps, weddingId);
  let category = categoryAmong(await repository.listCategories(deps.db, weddingId), payment.categoryCode);
  if (category === undefined) {
    category = FALLBACK_CATEGORY;
    await repository.insertCategories(deps.db, [
      {
        id: `bc_${randomBytes(9).toString('base64url')}`,
        wedding_id: weddingId,
        code: category,
        name: t(`budget:defaultCategories.${category}`),
        sort_order: await repository.nextCategoryOrder(deps.db, weddingId),
        created_at: deps.now().toISOString(),
      },
    ]);
  }
  const { name, amount, dueDate, contractor } = payment;
  return createItem(deps, weddingId, { name, category, price: amount, paid: null, dueDate }, contractor);
}

/** The items that pay the wedding's contractors, as GET /budget answers them. */
export async function contractorItemsOf(deps: BudgetDeps, weddingId: string): Promise<BudgetItem[]> {
  return (await listItems(deps, weddingId)).filter((item) => item.contractorId !== null);
}

/** How many items pay this contractor (`db` may be the caller's transaction). */
export async function countContractorItems(deps: Pick<BudgetDeps, 'db'>, weddingId: string, contractorId: string) {
  return repository.countItemsOfContractor(deps.db, weddingId, contractorId);
}

/**
 * What becomes of a contractor's items when it is removed, in the caller's transaction: `remove`
 * deletes them, `keep` leaves them in the budget naming nobody.
 */
export async function settleContractorItems(
  deps: Pick<BudgetDeps, 'db' | 'now'>,
  weddingId: string,
  contractorId: string,
  how: 'remove' | 'keep',
): Promise<void> {
  if (how === 'remove') await repository.deleteItemsOfContractor(deps.db, weddingId, contractorId);
  else await repository.releaseItemsOfContractor(deps.db, weddingId, contractorId, deps.now().toISOString());
}

export { defaultGuestPeople, type BudgetDeps } from './service.ts';
