import multipart from '@fastify/multipart';
import { giftRoutes } from '../../../src/contract/gift-routes.ts';
import { WISH_PICTURE_MAX_BYTES } from '../../../src/contract/gifts.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { readUploadForm } from '../wedding-files/public.ts';
import * as gifts from './service.ts';

/** The gifts section: the wishlist and the ledger of gifts received, as `giftRoutes` declares them. */
export default planningFeature(giftRoutes, async (app) => {
  // Only a wish's picture takes multipart; this feature's scope keeps it away from other routes.
  await app.register(multipart, { throwFileSizeLimit: true });
  const deps: gifts.GiftDeps = {
    db: app.db,
    now: () => app.clock.now(),
    storageQuotaBytes: app.weddingStorageQuotaBytes,
  };
  return {
    wishlist: async (request) => gifts.listWishes(deps, request.weddingId),
    addWish: async (request) => gifts.createWish(deps, request.weddingId, request.body),
    changeWish: async (request) => gifts.updateWish(deps, request.weddingId, request.params.id, request.body),
    releaseWish: async (request) => gifts.releaseWish(deps, request.weddingId, request.params.id),
    setWishPicture: async (request) => {
      // Another wedding's or an unknown wish is 404 before its form is read.
      await gifts.requireWish(deps, request.weddingId, request.params.id);
      const form = await readUploadForm(request, WISH_PICTURE_MAX_BYTES);
      // An empty file part is what a form sends when no file was chosen.
      if (!form.file || form.file.bytes.length === 0) throw new HttpError(400, t('errors:server.noFile'));
      return gifts.setWishPicture(deps, request.weddingId, request.params.id, form.file);
    },
    removeWishPicture: async (request) => gifts.removeWishPicture(deps, request.weddingId, request.params.id),
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
