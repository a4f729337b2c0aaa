import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import type { BudgetSummaryView } from '../planning-views.ts';

/** GET /budget/summary: the total budget the couple set. */
export const BUDGET_SUMMARY_KEY = '/budget/summary';

export function useBudgetSummary(enabled: boolean) {
  return useApiQuery<BudgetSummaryView>(enabled ? BUDGET_SUMMARY_KEY : null);
}
