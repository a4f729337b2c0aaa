import type { SubscriptionVariant } from '../../../contract/subscriptions.ts';
import { useApiQuery, type ApiQuery } from '../../../lib/api/use-api-query.ts';

/** GET /subscriptions/variants: the tariffs on sale, cheapest first (api.md). */
export const SUBSCRIPTION_VARIANTS_PATH = '/subscriptions/variants';

export function useSubscriptionVariants(): ApiQuery<SubscriptionVariant[]> {
  return useApiQuery<SubscriptionVariant[]>(SUBSCRIPTION_VARIANTS_PATH);
}
