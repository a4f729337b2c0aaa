import { giftRoutes } from '../../../contract/gift-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /gifts/summary, the gifts page's own figures. */
export function useGiftSummary(enabled: boolean) {
  return useRouteQuery(giftRoutes.summary, { enabled });
}
