import { guestRoutes } from '../../../contract/guest-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /guests: the couple's list; every guest write revalidates it. */
export function useGuests() {
  return useRouteQuery(guestRoutes.list);
}
