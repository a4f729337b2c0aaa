import { giftRoutes } from '../../../src/contract/gift-routes.ts';
import { planningFeature } from '../../plugins/planning.ts';
import * as gifts from './service.ts';

/** The gifts section: the wishlist and the ledger of gifts received, as `giftRoutes` declares them. */
export default planningFeature(giftRoutes, (app) => {
  const deps: gifts.GiftDeps = { db: app.db, now: () => app.clock.now() };
  return {
    wishlist: async (request) => gifts.listWishes(deps, request.weddingId),
    addWish: async (request) => gifts.createWish(deps, request.weddingId, request.body),
    changeWish: async (request) => gifts.updateWish(deps, request.weddingId, request.params.id, request.body),
    releaseWish: async (request) => gifts.releaseWish(deps, request.weddingId, request.params.id),
    money: async (request) => gifts.getMoney(deps, request.weddingId),
    setMoney: async (request) => gifts.setMoney(deps, request.weddingId, request.body),
    removeWish: async (request) => {
      await gifts.deleteWish(deps, request.weddingId, request.params.id);
      return {};
    },
    list: async (request) => gifts.listGifts(deps, request.weddingId),
    summary: async (request) => gifts.giftsSummary(deps, request.weddingId),
    add: async (request) => gifts.createGift(deps, request.weddingId, request.body),
    change: async (request) => gifts.updateGift(deps, request.weddingId, request.params.id, request.body),
    remove: async (request) => {
      await gifts.deleteGift(deps, request.weddingId, request.params.id);
      return {};
    },
  };
});
