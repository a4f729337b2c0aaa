import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import type { BudgetSummary } from '../../../contract/budget.ts';

/** GET /budget/summary: the total budget the couple set. */
export const BUDGET_SUMMARY_KEY = '/budget/summary';

export function useBudgetSummary(enabled: boolean) {
  return useApiQuery<BudgetSummary>(enabled ? BUDGET_SUMMARY_KEY : null);
}
