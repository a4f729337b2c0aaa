import { guestRoutes } from '../../../contract/guest-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /guests, the guest page's own read. */
export function useGuests(enabled: boolean) {
  return useRouteQuery(guestRoutes.list, { enabled });
}
