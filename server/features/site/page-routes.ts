import { randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as Type from 'typebox';
import { RSVP_PAGE_BASE } from '../../../src/contract/invitations.ts';
import { SITE_PAGE_BASE, SITE_SLUG_MAX_LENGTH } from '../../../src/contract/site.ts';
import { isSlug } from '../../../src/contract/site-rules.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { sendTokenPage } from '../../lib/token-page.ts';
import { refuseCrossSite } from '../../plugins/same-origin.ts';
import { partsOfTheDay, readByToken } from '../invitations/public.ts';
import { passwordPage, siteNotFoundPage, sitePage, type SitePageData } from './page.ts';
import * as service from './service.ts';

/*
 * The wedding's site at /w/{slug}, written by hand (not a JSON call): readable with no script, its
 * password and wishlist forms posted to the page's own addresses and answered by a redirect back.
 * A site not open to guests and an unknown address are the same 404; a member of the wedding sees
 * the site in the app's preview (?preview=1) whatever its state.
 */

export interface SitePageOptions {
  publicUrl: string;
}

const hidden = { schema: { hide: true } };
const FORM_LIMIT = 8 * 1024;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const SlugParams = Type.Object({ slug: Type.String({ maxLength: SITE_SLUG_MAX_LENGTH + 10 }) });
const PageQuery = Type.Object({
  preview: Type.Optional(Type.String({ maxLength: 4 })),
  from: Type.Optional(Type.String({ maxLength: 128 })),
  done: Type.Optional(Type.String({ maxLength: 16 })),
});

/** The cookies the site sets: the device (the wishlist's "mine"), the password passed, the household. */
export const DEVICE_COOKIE = 'wsd';
export const passCookie = (slug: string) => `wsp_${slug}`;
const guestCookie = (slug: string) => `wsg_${slug}`;

/** One cookie of the request (the server parses none by itself). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

/** The device's opaque id, made and set the first time. */
export function deviceOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = cookieOf(request, DEVICE_COOKIE);
  if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
  const device = randomBytes(18).toString('base64url');
  void reply.setCookie(DEVICE_COOKIE, device, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: YEAR_SECONDS,
  });
  return device;
}

/** The page's headers: never cached or indexed; a preview may be framed by the app (same origin only). */
function send(reply: FastifyReply, status: number, html: string, framed = false) {
  if (framed) {
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    void reply
      .header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
      .header('x-frame-options', 'SAMEORIGIN');
  }
  return sendTokenPage(reply, status, html);
}

export async function sitePageRoutes(fastify: FastifyInstance, options: SitePageOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps: service.SiteDeps = { db: fastify.db, now: () => fastify.clock.now() };
  const secure = options.publicUrl.startsWith('https://');
  const invitationDeps = { ...deps, publicUrl: options.publicUrl };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const notFound = (reply: FastifyReply) => send(reply, 404, siteNotFoundPage());

  /** The site of an address as a guest may open it (or a member's preview); null is the 404. */
  const siteFor = async (request: FastifyRequest, slug: string, preview = false) => {
    await fastify.rateLimit.consume([['site-read-client', fastify.rateLimit.clientKey(request)]]);
    if (!isSlug(slug)) return null;
    const site = await service.siteBySlug(deps, slug);
    if (!site) return null;
    const member = preview && request.weddingId === site.weddingId;
    return site.enabled || member ? { site, member } : null;
  };

  /** The household's answer page, when the guest's cookie holds a token of this wedding. */
  const answerLinkOf = async (request: FastifyRequest, site: service.StoredSite) => {
    const token = cookieOf(request, guestCookie(site.slug));
    if (!token) return null;
    try {
      const { weddingId } = await readByToken(invitationDeps, token);
      return weddingId === site.weddingId ? `${RSVP_PAGE_BASE}${encodeURIComponent(token)}` : null;
    } catch {
      return null;
    }
  };

  /** The page with everything it shows. */
  const pageData = async (request: FastifyRequest, site: service.StoredSite, preview: boolean) => {
    const [couple, parts, answerLink] = await Promise.all([
      service.coupleOf(deps, site.weddingId),
      partsOfTheDay(deps.db, site.weddingId),
      answerLinkOf(request, site),
    ]);
    const data: SitePageData = { site, couple, parts: parts ?? [], gifts: null, answerLink, preview };
    return data;
  };

  app.get(
    `${SITE_PAGE_BASE}:slug`,
    { schema: { hide: true, params: SlugParams, querystring: PageQuery } },
    async (request, reply) => {
      const { slug } = request.params;
      const preview = request.query.preview === '1';
      const found = await siteFor(request, slug, preview);
      if (!found) return notFound(reply);
      const { site, member } = found;
      const from = request.query.from;
      if (from && !member) {
        // The household's own link: remembered (and, being invited, past the password), then out of the address.
        const household = await readByToken(invitationDeps, from).catch(() => null);
        if (household?.weddingId === site.weddingId) {
          const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: YEAR_SECONDS };
          void reply.setCookie(guestCookie(site.slug), from, cookie);
          if (site.password) void reply.setCookie(passCookie(site.slug), service.passCookieValue(site), cookie);
        }
        return reply.redirect(`${SITE_PAGE_BASE}${encodeURIComponent(site.slug)}`, 303);
      }
      if (!member && !service.passCookieOpens(site, cookieOf(request, passCookie(site.slug)))) {
        return send(reply, 200, passwordPage(site.slug, site.theme));
      }
      const data = await pageData(request, site, member && !site.enabled);
      const done = request.query.done;
      if (done === 'reserved') data.note = t('site:page.reservedNote');
      if (done === 'cancelled') data.note = t('site:page.cancelledNote');
      return send(reply, 200, sitePage(data), member);
    },
  );

  app.post(`${SITE_PAGE_BASE}:slug`, { schema: { hide: true, params: SlugParams } }, async (request, reply) => {
    const { slug } = request.params;
    try {
      await refuseCrossSite(request, options.publicUrl);
      const found = await siteFor(request, slug);
      if (!found) return notFound(reply);
      const { site } = found;
      const body = (request.body ?? {}) as Record<string, string>;
      await fastify.rateLimit.consume([
        ['site-password-client', fastify.rateLimit.clientKey(request)],
        ['site-password-site', site.weddingId],
      ]);
      if (!site.password) return reply.redirect(`${SITE_PAGE_BASE}${encodeURIComponent(slug)}`, 303);
      if (typeof body.password !== 'string' || !service.passwordMatches(site, body.password)) {
        return send(reply, 401, passwordPage(site.slug, site.theme, t('site:errors.wrongPassword')));
      }
      void reply.setCookie(passCookie(site.slug), service.passCookieValue(site), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: YEAR_SECONDS,
      });
      return reply.redirect(`${SITE_PAGE_BASE}${encodeURIComponent(slug)}`, 303);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) {
        void reply.header('retry-after', error.headers['retry-after'] ?? '60');
        const site = await service.siteBySlug(deps, slug);
        return send(reply, 429, site ? passwordPage(site.slug, site.theme, error.message) : siteNotFoundPage());
      }
      throw error;
    }
  });

  app.get(`${SITE_PAGE_BASE}*`, hidden, (_request, reply) => notFound(reply));
  app.get('/w', hidden, (_request, reply) => notFound(reply));
}
