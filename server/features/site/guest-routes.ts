import { siteGuestRoutes } from '../../../src/contract/site-guest-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { cancel, deviceOf, guestSite, reserve } from './guests.ts';

/** POST and DELETE /api/v1/site/{slug}/wishlist/{id}/reserve: a guest's choice of a gift, as JSON. */
export const siteGuestApiRoutes = declaredRoutes(siteGuestRoutes, (app, options: { publicUrl: string }) => {
  const secure = options.publicUrl.startsWith('https://');
  return {
    reserveWish: async (request, reply) => {
      const site = await guestSite(app, request, request.params.slug);
      await reserve(app, site, request.params.id, deviceOf(request, reply, secure), request.body.name ?? '');
      void reply.header('cache-control', 'private, no-store');
      return {};
    },
    cancelWish: async (request, reply) => {
      const site = await guestSite(app, request, request.params.slug);
      await cancel(app, site, request.params.id, deviceOf(request, reply, secure));
      void reply.header('cache-control', 'private, no-store');
      return {};
    },
  };
});
