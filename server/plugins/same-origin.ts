import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { t } from '../lib/i18n.ts';

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
 * Refuses state-changing API requests that a browser made on behalf of another site (CSRF), by the
 * two headers browsers set and pages cannot forge: `Sec-Fetch-Site` and `Origin`. The session
 * cookie is SameSite=Lax already; this also covers same-site neighbours and older browsers. A
 * request with neither header did not come from a browser page (curl, a server) and passes.
 * The check runs before the body is read, so a refused multipart upload is not even received.
 */
async function sameOrigin(app: FastifyInstance, options: { prefix: string; publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;

  // scheme://host[:port], default ports and letter case normalized, against PUBLIC_URL's: an http
  // page of the same host (a network attacker's) is another origin, as is any other host.
  const isOwnOrigin = (origin: string) => parseOrigin(origin)?.origin === publicOrigin;

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${options.prefix}/`)) return;
    const config = request.routeOptions.config;
    if (config?.allowCrossSite) return;
    if (SAFE_METHODS.has(request.method) && !config?.sameOriginOnly) return;

    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const refused =
      fetchSite === 'cross-site' ||
      (origin !== undefined && !isOwnOrigin(origin)) ||
      // A sibling subdomain without an Origin to prove it is us.
      (fetchSite === 'same-site' && origin === undefined);
    if (refused) {
      request.log.warn({ origin, fetchSite, url: request.url }, 'cross-site request refused');
      throw new HttpError(403, t('auth:server.crossSite'));
    }
  });
}

export default fp(sameOrigin, { name: 'same-origin' });
