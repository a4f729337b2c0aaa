import compress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Answers from this size up are compressed (gzip or brotli, as the client accepts). */
const COMPRESS_THRESHOLD = 1024;

/** Methods whose requests Fastify never reads a body of (handle-request.js: "bodyless"). */
const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

function asArray<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * @fastify/compress, with two things it would do for nothing on every request left out:
 *
 * - routes that never read a body (GET, HEAD) get no decompression hook;
 * - its onSend hook is entered only by answers it might compress. It works out the client's
 *   encoding (headers, content type, Accept-Encoding) before it looks at the size, and most API
 *   answers are a few hundred bytes, below the threshold, where it passes them on unchanged; a
 *   string or a buffer below the threshold now passes without entering it.
 *
 * The route's hooks are rewritten around @fastify/compress's own onRoute hook: the one before it
 * marks body-less routes and notes the route's onSend hooks so far, the one after it wraps what it
 * added.
 */
async function compression(app: FastifyInstance) {
  const hooksBefore = new WeakMap<RouteOptions, number>();
  app.addHook('onRoute', (route) => {
    const methods = asArray(route.method);
    if (route.decompress === undefined && methods.every((method) => BODYLESS.has(method))) route.decompress = false;
    // A copy: the HEAD route Fastify adds for a GET starts from the GET's options as given.
    const onSend = [...asArray(route.onSend)];
    route.onSend = onSend;
    hooksBefore.set(route, onSend.length);
  });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  app.addHook('onRoute', (route) => {
    const onSend = asArray(route.onSend);
    for (let i = hooksBefore.get(route) ?? onSend.length; i < onSend.length; i++) onSend[i] = skipSmall(onSend[i]);
    route.onSend = onSend;
  });
}

/** The hook, entered only by answers that are not a string or buffer below the threshold. */
function skipSmall(hook: onSendHookHandler): onSendHookHandler {
  return function skipSmallAnswers(this: FastifyInstance, request, reply, payload, done) {
    const small =
      (typeof payload === 'string' && Buffer.byteLength(payload) < COMPRESS_THRESHOLD) ||
      (Buffer.isBuffer(payload) && payload.length < COMPRESS_THRESHOLD);
    if (small) return done(null, payload);
    return hook.call(this, request, reply, payload, done);
  } as onSendHookHandler;
}

export default fp(compression, { name: 'compression' });
