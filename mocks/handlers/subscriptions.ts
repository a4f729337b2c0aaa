import { subscriptionRoutes } from '../../src/contract/service-routes.ts';
import { mockRoute } from '../kit.ts';
import { MOCK_VARIANTS } from '../subscription-variants.ts';

/** GET /subscriptions/variants: open to everyone, no session needed (api.md). */
export const subscriptionHandlers = [mockRoute(subscriptionRoutes.variants, () => MOCK_VARIANTS)];
