import { weddingActivityRoutes } from '../../../contract/wedding-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /wedding/activity: the key the live stream names after every change. */
export function useWeddingActivity(enabled: boolean) {
  return useRouteQuery(weddingActivityRoutes.activity, { enabled });
}
