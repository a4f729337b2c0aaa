import { sumRoubles } from '../../../contract/money.ts';
import type { Purchase } from '../../../contract/purchases.ts';

/** The shopping list's figures: how many are bought, what the list costs and what is spent (exact sums). */
export function purchaseFigures(purchases: readonly Purchase[]) {
  const bought = purchases.filter((purchase) => purchase.bought);
  return {
    total: purchases.length,
    bought: bought.length,
    sum: sumRoubles(purchases.map((purchase) => purchase.price ?? 0)),
    spent: sumRoubles(bought.map((purchase) => purchase.price ?? 0)),
  };
}

/** Whether the step into the budget is open: bought, priced and not in the budget yet (the server's rule). */
export function canGoToBudget(purchase: Purchase): boolean {
  return purchase.price !== null && purchase.budgetItemId === null;
}

/** The category an item goes to unless the couple picks another: «other», as the server chooses. */
export const DEFAULT_BUDGET_CATEGORY = 'other';
