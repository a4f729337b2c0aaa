import { subscriptionRoutes } from '../../../contract/service-routes.ts';
import type { SubscriptionVariant } from '../../../contract/subscriptions.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';
import type { ApiQuery } from '../../../lib/api/use-api-query.ts';

/** GET /subscriptions/variants: the tariffs on sale, cheapest first (api.md). */
export function useSubscriptionVariants(): ApiQuery<SubscriptionVariant[]> {
  return useRouteQuery(subscriptionRoutes.variants);
}
