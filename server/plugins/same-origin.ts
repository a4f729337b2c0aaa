import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { t } from '../lib/i18n.ts';
import { appendOnRequest } from '../lib/route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes requests from other sites (e.g. a payment provider's webhook). */
    allowCrossSite?: boolean;
    /** A GET that changes state (logout) and so gets the same check as a POST. */
    sameOriginOnly?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function parseOrigin(origin: string): URL | null {
  try {
    return new URL(origin);
  } catch {
    return null; // 'null' (sandboxed frames, some redirects) and garbage
  }
}

/**
 * scheme://host[:port] of the address this request was sent to, as the browser named it (also the
 * base of links when PUBLIC_URL is unset: server/plugins/link-base.ts).
 */
export function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null; // a Host header that is not a host
  }
}

/**
 * Throws 403 for a request a browser made on behalf of another site (see `sameOrigin` below). Also
 * for a page's own form outside the API (an invitation's answer page posts to itself).
 */
export async function refuseCrossSite(request: FastifyRequest, publicUrl: string): Promise<void> {
  const publicOrigin = new URL(publicUrl).origin;
  // Default ports and letter case normalized: an http page of the same host (a network
  // attacker's) is another origin, as is any other host or port.
  const isOwnOrigin = (origin: string) => {
    const claimed = parseOrigin(origin)?.origin;
    return claimed !== undefined && (claimed === requestOrigin(request) || claimed === publicOrigin);
  };
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const refused =
    fetchSite !== 'same-origin' &&
    (fetchSite === 'cross-site' ||
      (origin !== undefined && !isOwnOrigin(origin)) ||
      // A sibling subdomain without an Origin to prove it is us.
      (fetchSite === 'same-site' && origin === undefined));
  if (refused) {
    request.log.warn({ origin, fetchSite, url: request.url }, 'cross-site request refused');
    throw new HttpError(403, t('auth:server.crossSite'));
  }
}

/**
 * Refuses state-changing API requests that a browser made on behalf of another site (CSRF), by the
 * two headers browsers set and pages cannot forge: `Sec-Fetch-Site` and `Origin`. The session
 * cookie is SameSite=Lax already; this also covers same-site neighbours and older browsers. A
 * request with neither header did not come from a browser page (curl, a server) and passes.
 *
 * Same-origin means the page and the request share scheme, host and port, whatever that address
 * is: the product is opened at localhost, 127.0.0.1, a LAN address or a domain, and PUBLIC_URL is
 * only what e-mails link to. So the browser's own word (`Sec-Fetch-Site: same-origin`) is taken
 * first; an older browser's `Origin` is compared with the address the request came to (its Host,
 * or the trusted proxy's X-Forwarded-Host and -Proto) and with PUBLIC_URL's.
 * The check runs before the body is read, so a refused multipart upload is not even received.
 */
async function sameOrigin(app: FastifyInstance, options: { prefix: string; publicUrl: string }) {
  // Attached to the API routes that change state only (and GETs marked sameOriginOnly), so reads
  // and files never enter it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${options.prefix}/`) || route.config?.allowCrossSite) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => SAFE_METHODS.has(method)) && !route.config?.sameOriginOnly) return;
    appendOnRequest(route, async (request) => {
      if (SAFE_METHODS.has(request.method) && !request.routeOptions.config.sameOriginOnly) return;
      await refuseCrossSite(request, options.publicUrl);
    });
  });
}

export default fp(sameOrigin, { name: 'same-origin' });
