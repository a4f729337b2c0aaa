import type { BudgetItem } from '../../../src/contract/budget.ts';
import { fieldError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import * as repository from './repository.ts';
import { createItem, deleteItem, ensureSeeded, type BudgetDeps } from './service.ts';

/*
 * What other features may do with the budget: the shopping list (server/features/purchases) turns
 * a bought purchase into a budget item, and asks which of the items it made still exist.
 */

/** The category an item from elsewhere goes to when the couple names none. */
const FALLBACK_CATEGORY = 'other';

/**
 * Adds an item bought already (paid in full) to the couple's budget, in `category` or, left out,
 * «other» (the first category when the couple deleted it). The default categories are given first
 * if the couple has never opened the budget. A category that is not the couple's is a 422 on it.
 */
export async function addPaidItem(
  deps: BudgetDeps,
  weddingId: string,
  item: { name: string; price: number; category?: string },
): Promise<BudgetItem> {
  await ensureSeeded(deps, weddingId);
  let category = item.category;
  if (category === undefined) {
    const categories = await repository.listCategories(deps.db, weddingId);
    category = (categories.find((entry) => entry.code === FALLBACK_CATEGORY) ?? categories[0])?.code;
    if (category === undefined) throw fieldError('category', t('validation:required'));
  }
  return createItem(deps, weddingId, { name: item.name, category, price: item.price, paid: item.price });
}

/** Takes back an item added a moment ago (the purchase it was for went into the budget meanwhile). */
export async function removeItem(deps: BudgetDeps, weddingId: string, id: string): Promise<void> {
  await deleteItem(deps, weddingId, id);
}

/** Which of these budget item ids the couple still has. */
export async function existingItemIds(deps: Pick<BudgetDeps, 'db'>, weddingId: string, ids: readonly string[]) {
  return repository.itemIdsAmong(deps.db, weddingId, ids);
}

export { defaultGuestPeople, type BudgetDeps } from './service.ts';
