import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /budget/summary: the total budget the couple set. */
export function useBudgetSummary(enabled: boolean) {
  return useRouteQuery(budgetRoutes.summary, { enabled });
}
