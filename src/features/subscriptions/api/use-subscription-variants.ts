import type { SubscriptionVariant } from '../../../contract/subscriptions.ts';
import { useApiRead, type ApiRead } from '../../../lib/api/use-api-read.ts';

/** GET /subscriptions/variants: the tariffs on sale, cheapest first (api.md). */
export const SUBSCRIPTION_VARIANTS_PATH = '/subscriptions/variants';

export function useSubscriptionVariants(): ApiRead<SubscriptionVariant[]> {
  return useApiRead<SubscriptionVariant[]>(SUBSCRIPTION_VARIANTS_PATH);
}
