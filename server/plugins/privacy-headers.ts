import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isStaticAsset } from './security.ts';

/** Browser features the product never uses, off for every page (and any frame it might be put in). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** API answers that hold nothing personal and may be cached: the health check and the tariffs. */
const PUBLIC_API_PATHS = new Set(['/health', '/subscriptions/variants']);

/**
 * Headers beside helmet's (server/plugins/security.ts): `Permissions-Policy` on every answer, and
 * `Cache-Control: no-store` on every API answer but the public ones, so no browser or shared cache
 * keeps a session user, a profile or an error about one. Both are known when the request arrives,
 * so they are set then (a synchronous hook, nothing to do per answer), among the reply's headers
 * as security.ts explains; a route that sets its own Cache-Control (the userpic's private,
 * immutable one) later replaces it.
 */
async function privacyHeaders(app: FastifyInstance, options: { prefix: string }) {
  const apiPrefix = `${options.prefix}/`;
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    // A policy for pages; a script or a font has no features to turn off.
    if (!isStaticAsset(url)) reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (url.startsWith(apiPrefix)) {
      const end = url.indexOf('?');
      const path = url.slice(options.prefix.length, end === -1 ? undefined : end);
      if (!PUBLIC_API_PATHS.has(path)) reply.header('cache-control', 'no-store');
    }
    done();
  });
}

export default fp(privacyHeaders, { name: 'privacy-headers' });
