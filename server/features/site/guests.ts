import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { WISH_RESERVER_NAME_MAX_LENGTH } from '../../../src/contract/gifts.ts';
import { isSlug } from '../../../src/contract/site-rules.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { cancelWishReservation, reserveWish } from '../gifts/public.ts';
import * as service from './service.ts';

/*
 * What a guest does on the site, alike from the page's forms (page-routes.ts) and the JSON calls
 * (guest-routes.ts): the site found by its address (404 when off), its password asked for (403),
 * the device known by its cookie, a gift chosen once and let go only by the device that chose it.
 */

/** The cookies the site sets: the device (the wishlist's "mine"), the password passed, the household. */
const DEVICE_COOKIE = 'wsd';
export const passCookie = (slug: string) => `wsp_${slug}`;
export const guestCookie = (slug: string) => `wsg_${slug}`;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** One cookie of the request (the server parses none by itself). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The cookie settings of the site's cookies: HttpOnly, Lax, Secure under https, a year. */
export function siteCookie(secure: boolean, path = '/') {
  return { path, httpOnly: true, sameSite: 'lax' as const, secure, maxAge: YEAR_SECONDS };
}

/** The device's opaque id, made and set the first time. */
export function deviceOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = cookieOf(request, DEVICE_COOKIE);
  if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
  const device = randomBytes(18).toString('base64url');
  void reply.setCookie(DEVICE_COOKIE, device, siteCookie(secure));
  return device;
}

/** The site a guest acts on: open to guests (404 otherwise) and past its password (403). */
export async function guestSite(app: FastifyInstance, request: FastifyRequest, slug: string) {
  await app.rateLimit.consume([['site-reserve-client', app.rateLimit.clientKey(request)]]);
  const site = isSlug(slug) ? await service.siteBySlug({ db: app.db, now: () => app.clock.now() }, slug) : null;
  if (!site?.enabled) throw new HttpError(404, t('site:notFound.title'));
  if (!service.passCookieOpens(site, cookieOf(request, passCookie(site.slug)))) {
    throw new HttpError(403, t('site:page.passwordTitle'));
  }
  return site;
}

/** A guest chooses a gift: once (409 for the second guest), 404 for a gift not on this site. */
export async function reserve(
  app: FastifyInstance,
  site: service.StoredSite,
  wishId: string,
  device: string,
  name: string,
) {
  const outcome = await reserveWish(app.db, site.weddingId, wishId, {
    device,
    name: name.slice(0, WISH_RESERVER_NAME_MAX_LENGTH),
    at: app.clock.now().toISOString(),
  });
  if (outcome === 'missing') throw new HttpError(404, t('errors:server.notFound'));
  if (outcome === 'taken') throw new HttpError(409, t('site:errors.reserved'));
}

/** The guest who chose a gift lets it go, from the same device only (409 otherwise). */
export async function cancel(app: FastifyInstance, site: service.StoredSite, wishId: string, device: string) {
  const outcome = await cancelWishReservation(app.db, site.weddingId, wishId, device);
  if (outcome === 'missing') throw new HttpError(404, t('errors:server.notFound'));
  if (outcome === 'notYours') throw new HttpError(409, t('site:errors.notYours'));
}
