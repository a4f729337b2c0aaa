import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Browser features the product never uses, off for every page (and any frame it might be put in). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** API answers that hold nothing personal and may be cached: the health check and the tariffs. */
const PUBLIC_API_PATHS = new Set(['/health', '/subscriptions/variants']);

/**
 * Headers beside helmet's (server/plugins/security.ts): `Permissions-Policy` on every answer, and
 * `Cache-Control: no-store` on every API answer but the public ones, so no browser or shared cache
 * keeps a session user, a profile or an error about one. A route that set its own Cache-Control
 * (the userpic's private, immutable one) keeps it.
 */
async function privacyHeaders(app: FastifyInstance, options: { prefix: string }) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const url = request.url;
    if (!url.startsWith(`${options.prefix}/`) || reply.hasHeader('cache-control')) return;
    const end = url.indexOf('?');
    const path = url.slice(options.prefix.length, end === -1 ? undefined : end);
    if (!PUBLIC_API_PATHS.has(path)) reply.header('cache-control', 'no-store');
  });
}

export default fp(privacyHeaders, { name: 'privacy-headers' });
