import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers for every answer. antd writes its styles at run time, hence inline styles;
 * scripts only from our own origin.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // The app opens external pages (maps, the blog) in new tabs; keep referrers to our origin.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for these options, worked out once. None of them depends on the request
 * (no nonces, no per-request directives), and helmet's own Fastify plugin would rebuild all of
 * them, parsing the CSP directives anew, for every response.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): ReadonlyArray<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: string | number) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined, // X-Powered-By, which Node and Fastify never set
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

async function security(app: FastifyInstance) {
  const headers = securityHeaders();
  // On the raw response, as helmet does, so every answer carries them: API, files, errors, 404s.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

export default fp(security, { name: 'security' });
