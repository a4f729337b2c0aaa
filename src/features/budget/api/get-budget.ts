import type { BudgetCategory, BudgetItem, BudgetSummary } from '../../../contract/budget.ts';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import { BUDGET_CATEGORIES_PATH, BUDGET_ITEMS_PATH, BUDGET_SUMMARY_PATH } from './paths.ts';

/** GET /budget: the couple's items, with their due marks and per-person figures. */
export function useBudgetItems() {
  return useApiQuery<BudgetItem[]>(BUDGET_ITEMS_PATH);
}

/** GET /budget/summary: the total budget, what the items cost and what is paid. */
export function useBudgetSummary() {
  return useApiQuery<BudgetSummary>(BUDGET_SUMMARY_PATH);
}

/** GET /dictionaries/budget/category: the couple's categories, in their order. */
export function useBudgetCategories() {
  return useApiQuery<BudgetCategory[]>(BUDGET_CATEGORIES_PATH);
}
