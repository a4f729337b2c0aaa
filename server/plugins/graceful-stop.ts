import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { t } from '../lib/i18n.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SIGTERM's work: stop accepting, answer what is in flight, close every socket, then close the app. */
    stopGracefully: (options?: { lingerMs?: number }) => Promise<void>;
    /** Runs `end` as a stop begins: answers that never finish on their own (the live streams) end then. */
    onStopBegins: (end: () => void) => void;
  }
}

/** Seconds a client told 503 while this process stops should wait (another process, or this one restarted). */
const STOPPING_RETRY_AFTER_SECONDS = 5;

/**
 * How long idle keep-alive sockets stay open after the stop begins: a request a browser already
 * sent on one is read, parsed and answered 503 (rather than the socket being closed under it,
 * which the client sees as a reset it cannot tell from a lost write).
 */
const DEFAULT_LINGER_MS = 200;

/**
 * A clean stop. Node's `server.close()` closes idle keep-alive sockets at once, resetting requests
 * already on their way in them, and answers on busy ones still say `Connection: keep-alive`, so
 * the socket stays open until a timer kills the process. Here, once the stop begins:
 * - the listener closes (no new connections);
 * - every answer says `Connection: close`, so its socket closes once it is out;
 * - a request that arrives meanwhile is answered 503 with `Retry-After`;
 * - after a short linger the remaining idle sockets are closed;
 * - the app (database, timers) closes when the last socket has.
 */
async function gracefulStop(app: FastifyInstance) {
  let stopping = false;
  const enders: Array<() => void> = [];
  app.decorate('onStopBegins', (end: () => void) => void enders.push(end));

  // Callback hooks, not async ones: every request passes here, and until a stop nothing is done.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!stopping) return done();
    reply.header('connection', 'close');
    done(new HttpError(503, t('errors:server.stopping'), [], { 'retry-after': String(STOPPING_RETRY_AFTER_SECONDS) }));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });

  app.decorate('stopGracefully', async (options: { lingerMs?: number } = {}) => {
    if (stopping) return;
    stopping = true;
    for (const end of enders) end();
    const server = app.server;
    if (server.listening) {
      // net.Server's own close stops accepting and calls back once every connection has ended;
      // http.Server's would also close the idle sockets now, before their requests are read.
      const allClosed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, options.lingerMs ?? DEFAULT_LINGER_MS));
      server.closeIdleConnections();
      await allClosed;
    }
    await app.close();
  });
}

export default fp(gracefulStop, { name: 'graceful-stop', dependencies: ['error-handler'] });
