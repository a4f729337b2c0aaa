import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import type { BudgetItems } from '../../../contract/budget.ts';

/** GET /budget: the same key as the budget page, so both share one cached list. */
export const BUDGET_ITEMS_KEY = '/budget';

/** The budget's items; `enabled` false (no subscription) sends nothing ('skipped'). */
export function useBudgetItems(enabled: boolean) {
  return useApiQuery<BudgetItems>(enabled ? BUDGET_ITEMS_KEY : null);
}
