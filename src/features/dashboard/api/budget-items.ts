import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /budget, the budget page's own read, so both share one cached list; `enabled` false (no subscription) sends nothing. */
export function useBudgetItems(enabled: boolean) {
  return useRouteQuery(budgetRoutes.items, { enabled });
}
