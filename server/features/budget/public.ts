import type { BudgetItem } from '../../../src/contract/budget.ts';
import type { ContractorItem } from '../../../src/contract/contractors.ts';
import { passed } from '../../lib/http-error.ts';
import { paidItemRequest } from '../../../src/contract/budget-rules.ts';
import { contractorCategory, keepRestInStep } from './contractor-rest.ts';
import * as repository from './repository.ts';
import { createItem, deleteItem, ensureSeeded, listItems, type BudgetDeps } from './service.ts';

/*
 * What other features may do with the budget: the shopping list (server/features/purchases) turns
 * a bought purchase into a budget item, and asks which of the items it made still exist. A
 * contractor's payments are budget items naming it (one ledger): the contractors feature adds, lists
 * and removes them here, so the budget's sums and the main page's due-date warnings cover them.
 */

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
  const categories = item.category === undefined ? await repository.listCategories(deps.db, weddingId) : [];
  return createItem(deps, weddingId, passed(paidItemRequest(item, categories)));
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
 * category of its kind (`categoryCode`) or the fallback, and takes it off the rest of the agreed
 * price, in one transaction.
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
  const { name, amount, dueDate, contractor } = payment;
  return deps.db.transaction().execute(async (trx) => {
    const inTransaction = { ...deps, db: trx };
    const category = await contractorCategory(trx, weddingId, payment.categoryCode, deps.now());
    const item = await createItem(
      inTransaction,
      weddingId,
      { name, category, price: amount, paid: null, dueDate },
      contractor,
    );
    await keepRestInStep(inTransaction, weddingId, contractor.id);
    return item;
  });
}

/**
 * Brings a contractor's agreed price into the budget after its price or kind changed (or it was
 * added): the rest beyond its payments as one item without a date (api.md, "the agreed price").
 */
export async function keepContractorPriceInBudget(deps: BudgetDeps, weddingId: string, contractorId: string) {
  await ensureSeeded(deps, weddingId);
  await deps.db.transaction().execute((trx) => keepRestInStep({ ...deps, db: trx }, weddingId, contractorId));
}

/** The items that pay the wedding's contractors, as GET /budget answers them, each marked when it is a rest. */
export async function contractorItemsOf(deps: BudgetDeps, weddingId: string): Promise<ContractorItem[]> {
  return (await listItems(deps, weddingId)).filter((item) => item.contractorId !== null);
}

/** How many items pay this contractor (`db` may be the caller's transaction). */
export async function countContractorItems(deps: Pick<BudgetDeps, 'db'>, weddingId: string, contractorId: string) {
  return repository.countItemsOfContractor(deps.db, weddingId, contractorId);
}

/**
 * Removes the rest of a contractor's price while nothing of it is paid, in the caller's transaction
 * (the contractor is being removed): it is no payment, so it goes unasked, as the price does.
 */
export async function dropUnpaidContractorRest(deps: Pick<BudgetDeps, 'db'>, weddingId: string, contractorId: string) {
  await repository.deleteUnpaidRestOfContractor(deps.db, weddingId, contractorId);
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

/** The wedding's payments with a due date, as GET /budget answers them (contractors' too): the digest's. */
export async function datedItemsOf(deps: BudgetDeps, weddingId: string): Promise<BudgetItem[]> {
  return (await listItems(deps, weddingId)).filter((item) => item.dueDate !== null);
}

/** The items and categories as the budget page reads them: the wedding's archive writes its spreadsheet from them. */
export { listCategories, listItems } from './service.ts';
