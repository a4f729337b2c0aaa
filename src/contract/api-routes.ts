import { passwordRoutes, profileRoutes, sessionRoutes, userpicRoutes } from './account-routes.ts';
import { giftPictureRoutes } from './gift-picture-routes.ts';
import { notificationRoutes } from './notification-routes.ts';
import type { RouteTable } from './route-table.ts';
import { rsvpRoutes } from './rsvp-routes.ts';
import { healthRoutes, subscriptionRoutes } from './service-routes.ts';
import { siteGuestRoutes } from './site-guest-routes.ts';
import { weddingArchiveRoutes } from './wedding-archive-routes.ts';
import { weddingActivityRoutes, weddingRoutes } from './wedding-routes.ts';

/**
 * The tables of the calls outside the plan (public, or for a signed-in user): with
 * `planningRouteTables`, every JSON call of the API. The server registers each with its own
 * feature (server/app.ts); tests and lint read the list.
 */
export const accountAndPublicRouteTables: readonly RouteTable[] = [
  healthRoutes,
  sessionRoutes,
  passwordRoutes,
  profileRoutes,
  userpicRoutes,
  subscriptionRoutes,
  weddingRoutes,
  weddingActivityRoutes,
  weddingArchiveRoutes,
  notificationRoutes,
  rsvpRoutes,
  siteGuestRoutes,
  giftPictureRoutes,
];
