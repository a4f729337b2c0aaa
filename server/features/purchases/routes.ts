import { purchaseRoutes } from '../../../src/contract/purchase-routes.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { defaultGuestPeople } from '../budget/public.ts';
import * as purchases from './service.ts';

/** The stores section's shopping list and its step into the budget, as `purchaseRoutes` declares them. */
export default planningFeature(purchaseRoutes, (app, options) => {
  const deps: purchases.PurchaseDeps = {
    db: app.db,
    engine: app.dbEngine,
    now: () => app.clock.now(),
    guestPeople: options.guestPeople ?? defaultGuestPeople,
  };
  return {
    list: async (request) => purchases.listPurchases(deps, request.weddingId),
    add: async (request) => purchases.createPurchase(deps, request.weddingId, request.body),
    change: async (request) => purchases.updatePurchase(deps, request.weddingId, request.params.id, request.body),
    remove: async (request) => {
      await purchases.deletePurchase(deps, request.weddingId, request.params.id);
      return {};
    },
    toBudget: async (request) => purchases.purchaseToBudget(deps, request.weddingId, request.params.id, request.body),
  };
});
