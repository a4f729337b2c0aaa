import { WishReservationRequest } from './gifts.ts';
import { route } from './route-table.ts';
import { SiteWishParams } from './site.ts';
import { EmptyAnswer } from './validation.ts';

/**
 * A guest's calls on the wedding's site (api.md, "The wedding site and gifts"): no session, the
 * device is the site's HttpOnly cookie (made on the first call), the site's password cookie is
 * asked for as the page asks for the password. The page's own forms do the same without a script.
 */
export const siteGuestRoutes = {
  reserveWish: route({
    method: 'POST',
    path: '/site/:slug/wishlist/:id/reserve',
    access: 'public',
    tag: 'rsvp',
    summary: 'A guest chooses a gift of the wishlist (public: once; the second guest gets 409)',
    params: SiteWishParams,
    body: WishReservationRequest,
    answer: EmptyAnswer,
    errors: [403, 409, 429],
    errorAnswers: {
      403: 'The site has a password this device has not given, or another site asked.',
      404: 'No open site at this address, or no such gift on it.',
      409: 'Another guest has chosen it already.',
    },
  }),
  cancelWish: route({
    method: 'DELETE',
    path: '/site/:slug/wishlist/:id/reserve',
    access: 'public',
    tag: 'rsvp',
    summary: 'A guest takes back their own choice, from the device that made it',
    params: SiteWishParams,
    answer: EmptyAnswer,
    errors: [403, 409, 429],
    errorAnswers: {
      403: 'The site has a password this device has not given, or another site asked.',
      404: 'No open site at this address, or no such gift on it.',
      409: 'Another device chose it (or nobody did): only the one who chose may cancel.',
    },
  }),
};
