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
  // The same rule as the CSP's frame-ancestors 'none', for browsers that only know this header.
  xFrameOptions: { action: 'deny' },
  // Sent only over https (see below): over plain http it means nothing and misleads a reader.
  strictTransportSecurity: false,
};

const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

/** The build's hashed scripts, styles, fonts and pictures: files, never a page of their own. */
const ASSET_PREFIX = '/profile/assets/';

export function isStaticAsset(url: string): boolean {
  return url.startsWith(ASSET_PREFIX);
}

/**
 * What a file needs of them: not to be sniffed into another type, not to be read by other sites'
 * pages. The page-level policies (CSP, framing, opener, referrer) mean nothing on a script or a
 * font, and sent on each of the login screen's files they came to over a kilobyte apiece.
 */
const FILE_HEADER_NAMES = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

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
  const pageHeaders = securityHeaders();
  const fileHeaders = pageHeaders.filter(([name]) => FILE_HEADER_NAMES.has(name));
  // Every answer carries them: API, pages, errors, 404s (the hijacked event stream copies
  // reply.getHeaders()). They go among the reply's own headers, not on the raw response as helmet
  // does: once any header is set on the raw response, Node takes each of the answer's headers
  // through setHeader (checked, lower-cased, stored) before checking and writing them again in the
  // head; with none there, writeHead checks and writes them in one pass. For a small answer's
  // seventeen headers that was a few microseconds a request. Other plugins' headers do the same.
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isStaticAsset(request.url) ? fileHeaders : pageHeaders;
    for (const [name, value] of headers) reply.header(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT);
    done();
  });
}

export default fp(security, { name: 'security' });
