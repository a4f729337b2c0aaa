import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /budget: the couple's items, with their due marks and per-person figures. */
export function useBudgetItems() {
  return useRouteQuery(budgetRoutes.items);
}

/** GET /budget/summary: the total budget, what the items cost and what is paid. */
export function useBudgetSummary() {
  return useRouteQuery(budgetRoutes.summary);
}

/** GET /dictionaries/budget/category: the couple's categories, in their order. */
export function useBudgetCategories() {
  return useRouteQuery(budgetRoutes.categories);
}
