import { hash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { IdempotencyKeyHeaders } from '../../src/contract/idempotency.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../src/contract/idempotency-header.ts';
import { takesIdempotencyKey } from '../../src/contract/route-table.ts';
import { HttpError } from '../lib/http-error.ts';
import { t } from '../lib/i18n.ts';
import { errorBodySchema } from '../lib/response-schemas.ts';
import {
  deleteExpiredKeys,
  findKey,
  releaseKey,
  reserveKey,
  storeAnswer,
  type Attempt,
  type StoredKey,
} from './idempotency-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This answer repeats a key's first one: the write's effects (activity, live events) are not repeated. */
    idempotentReplay: boolean;
  }
}

const KEY_LIFETIME_MS = IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000;
/**
 * A running attempt older than this is taken to have died with its process (killed, not stopped:
 * a stopping process finishes what it runs), and a repeat of the same request may run again.
 */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;
/** How long a repeat waits for the first attempt, running on this or another process, to answer. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_EVERY_MS = 50;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The POSTs of the planning tables, and calls declared so: calls whose repeat would add again. */
function isCreateCall(route: RouteOptions): boolean {
  const declaration = route.config?.declaration;
  return declaration !== undefined && takesIdempotencyKey(declaration);
}

/** What makes a repeat the same request: the call, its address and its (checked) body. */
function fingerprintOf(request: FastifyRequest): string {
  // A multipart upload's body is read by its handler, after this: the call and address stand for it.
  return hash('sha256', `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`, 'base64url');
}

/**
 * `Idempotency-Key` on create calls (api.md, "Several processes, one PostgreSQL"). Before the
 * handler runs the key is reserved for the session in the database, in one INSERT … ON CONFLICT;
 * the answer is stored with it before it is sent. A repeat then:
 * - whose first attempt has answered gets that answer again (status and body), and nothing runs;
 * - whose first attempt still runs, here or on another process, waits for its answer (up to 10 s,
 *   then 409 with Retry-After), so a balancer's retry never adds a second time;
 * - with another request under the same key gets 422 (as Stripe and the IETF draft do).
 * A 5xx answer frees the key, so the repeat runs the call again. Calls without the header, or
 * without a session, run as before.
 */
async function idempotency(app: FastifyInstance) {
  const attempts = new WeakMap<FastifyRequest, Attempt>();
  app.decorateRequest('idempotentReplay', false);

  const replay = (request: FastifyRequest, reply: FastifyReply, stored: StoredKey) => {
    request.idempotentReplay = true;
    reply.code(stored.status!).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (stored.contentType) reply.type(stored.contentType);
    return reply.send(stored.answer ?? '');
  };

  const takeKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    const sessionTokenHash = request.sessionTokenHash;
    if (typeof key !== 'string' || !sessionTokenHash) return;
    const fingerprint = fingerprintOf(request);
    const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const now = app.clock.now().getTime();
      const reservedAtIso = new Date(now).toISOString();
      const taken = await reserveKey(app.db, {
        sessionTokenHash,
        key,
        fingerprint,
        nowIso: reservedAtIso,
        expiresAtIso: new Date(now + KEY_LIFETIME_MS).toISOString(),
        abandonedBeforeIso: new Date(now - ABANDONED_AFTER_MS).toISOString(),
      });
      if (taken) {
        attempts.set(request, { sessionTokenHash, key, reservedAtIso });
        return;
      }
      const stored = await findKey(app.db, { sessionTokenHash, key }, reservedAtIso);
      // Freed (the first attempt failed) or expired between the two statements: try to take it again.
      if (!stored) continue;
      if (stored.fingerprint !== fingerprint) {
        throw new HttpError(422, t('errors:idempotency.otherRequest'), [
          { field: IDEMPOTENCY_KEY_HEADER, text: t('errors:idempotency.otherRequest') },
        ]);
      }
      if (stored.status !== null) return replay(request, reply, stored);
      if (Date.now() >= waitUntil) {
        throw new HttpError(409, t('errors:idempotency.stillRunning'), [], { 'retry-after': '1' });
      }
      await delay(POLL_EVERY_MS);
    }
  };

  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const attempt = attempts.get(request);
    if (!attempt) return payload;
    attempts.delete(request);
    try {
      if (reply.statusCode < 500 && typeof payload === 'string') {
        const contentType = reply.getHeader('content-type');
        await storeAnswer(app.db, attempt, {
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: payload,
        });
      } else {
        await releaseKey(app.db, attempt);
      }
    } catch (error) {
      // The call itself has run; its answer still goes out. A repeat waits, then takes the key over.
      request.log.error({ err: error }, 'idempotency: keeping the answer failed');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!isCreateCall(route)) return;
    const schema = (route.schema ??= {});
    schema.headers = IdempotencyKeyHeaders;
    const response = (schema.response ??= {}) as Record<number, unknown>;
    response[409] ??= { ...errorBodySchema, description: 'The same Idempotency-Key’s first attempt is still running.' };
    response[422] ??= { ...errorBodySchema, description: 'The Idempotency-Key was used with another request.' };
    // After the route's own checks (the session, the planning guard, the body's schema).
    const preHandler = route.preHandler;
    route.preHandler = [
      ...(preHandler === undefined ? [] : Array.isArray(preHandler) ? preHandler : [preHandler]),
      takeKey,
    ];
    // First of the route's onSend hooks: the answer as serialised, before it is compressed.
    const onSend = route.onSend;
    route.onSend = [keepAnswer, ...(onSend === undefined ? [] : Array.isArray(onSend) ? onSend : [onSend])];
  });

  const sweep = () =>
    deleteExpiredKeys(app.db, app.clock.now().toISOString()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'idempotency: sweeping expired keys failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['database', 'sessions'] });
