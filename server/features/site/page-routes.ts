import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as Type from 'typebox';
import { RSVP_PAGE_BASE } from '../../../src/contract/invitations.ts';
import { SITE_PAGE_BASE, SITE_SLUG_MAX_LENGTH, SiteWishParams } from '../../../src/contract/site.ts';
import { isSlug } from '../../../src/contract/site-rules.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { sendTokenPage } from '../../lib/token-page.ts';
import { refuseCrossSite } from '../../plugins/same-origin.ts';
import { giftsForSite } from '../gifts/public.ts';
import { partsOfTheDay, readByToken } from '../invitations/public.ts';
import { cancel, cookieOf, deviceOf, guestCookie, guestSite, passCookie, reserve, siteCookie } from './guests.ts';
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

const SlugParams = Type.Object({ slug: Type.String({ maxLength: SITE_SLUG_MAX_LENGTH + 10 }) });
const PageQuery = Type.Object({
  preview: Type.Optional(Type.String({ maxLength: 4 })),
  from: Type.Optional(Type.String({ maxLength: 128 })),
  done: Type.Optional(Type.String({ maxLength: 16 })),
});

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
  const pageData = async (request: FastifyRequest, reply: FastifyReply, site: service.StoredSite, preview: boolean) => {
    const [couple, parts, answerLink, gifts] = await Promise.all([
      service.coupleOf(deps, site.weddingId),
      partsOfTheDay(deps.db, site.weddingId),
      answerLinkOf(request, site),
      giftsForSite(deps.db, site.weddingId, preview ? null : deviceOf(request, reply, secure)),
    ]);
    const data: SitePageData = { site, couple, parts: parts ?? [], gifts, answerLink, preview };
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
          const cookie = siteCookie(secure);
          void reply.setCookie(guestCookie(site.slug), from, cookie);
          if (site.password) void reply.setCookie(passCookie(site.slug), service.passCookieValue(site), cookie);
        }
        return reply.redirect(`${SITE_PAGE_BASE}${encodeURIComponent(site.slug)}`, 303);
      }
      if (!member && !service.passCookieOpens(site, cookieOf(request, passCookie(site.slug)))) {
        return send(reply, 200, passwordPage(site.slug, site.theme));
      }
      const data = await pageData(request, reply, site, member && !site.enabled);
      const done = request.query.done;
      if (done === 'reserved') data.note = t('site:page.reservedNote');
      if (done === 'cancelled') data.note = t('site:page.cancelledNote');
      if (done === 'taken') data.error = t('site:errors.reserved');
      if (done === 'notYours') data.error = t('site:errors.notYours');
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
      void reply.setCookie(passCookie(site.slug), service.passCookieValue(site), siteCookie(secure));
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

  /** The wishlist's forms: a gift chosen or let go, then back to the page (post, redirect, get). */
  const wishForm = (kind: 'reserve' | 'cancel') =>
    app.post(
      `${SITE_PAGE_BASE}:slug/wishlist/:id/${kind}`,
      { schema: { hide: true, params: SiteWishParams } },
      async (request, reply) => {
        const { slug, id } = request.params;
        const back = (done: string) =>
          reply.redirect(`${SITE_PAGE_BASE}${encodeURIComponent(slug)}?done=${done}#gifts`, 303);
        try {
          await refuseCrossSite(request, options.publicUrl);
          const site = await guestSite(fastify, request, slug);
          const device = deviceOf(request, reply, secure);
          const body = (request.body ?? {}) as Record<string, string>;
          if (kind === 'reserve')
            await reserve(fastify, site, id, device, typeof body.name === 'string' ? body.name : '');
          else await cancel(fastify, site, id, device);
          return back(kind === 'reserve' ? 'reserved' : 'cancelled');
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          if (error.statusCode === 409) return back(kind === 'reserve' ? 'taken' : 'notYours');
          if (error.statusCode === 403) return reply.redirect(`${SITE_PAGE_BASE}${encodeURIComponent(slug)}`, 303);
          if (error.statusCode === 404) return notFound(reply);
          return send(reply, error.statusCode, siteNotFoundPage(error.message));
        }
      },
    );
  wishForm('reserve');
  wishForm('cancel');

  app.get(`${SITE_PAGE_BASE}*`, hidden, (_request, reply) => notFound(reply));
  app.get('/w', hidden, (_request, reply) => notFound(reply));
}
