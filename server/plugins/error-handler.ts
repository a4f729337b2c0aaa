import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { fieldMessages, type SchemaIssue } from '../../src/contract/field-messages.ts';
import type { ErrorBody, FieldMessage } from '../../src/contract/validation.ts';
import { DatabaseUnavailableError } from '../db/unavailable.ts';
import { HttpError } from '../lib/http-error.ts';
import { appendOnResponse } from '../lib/route-hooks.ts';
import { isStorageFull } from '../lib/storage-full.ts';
import { t } from '../lib/i18n.ts';

/** The spec's messages for the bad fields of a failed schema check (see src/contract/field-messages.ts). */
export function validationMessages(issues: readonly SchemaIssue[]): FieldMessage[] {
  return fieldMessages(issues, (key, count) => t(`validation:${key}`, { count }));
}

function body(message: string, messages: FieldMessage[] = [{ text: message }]): ErrorBody {
  return { message, ui: { messages } };
}

function send(reply: FastifyReply, status: number, payload: ErrorBody & Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send(payload);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** When a write last failed for want of space (ms since the epoch); null once a write has succeeded since. */
    storageFullAt: { last: number | null };
  }
}

/** The 507 of the error catalogue: the disk (SQLite's, the uploads', or PostgreSQL's) is full. */
export function sendStorageFull(reply: FastifyReply) {
  return send(reply, 507, body(t('errors:server.storageFull')));
}

/**
 * Seconds a client told 503 while the database is away should wait: the pool tries it again on the
 * next request, and a database restart takes a few seconds.
 */
const DATABASE_AWAY_RETRY_AFTER_SECONDS = 5;

/**
 * One place that turns every error into the contract's shape: 422 per field, 400 for malformed
 * input, the thrown status for HttpError, 507 for a full disk, 503 with Retry-After while the
 * database is away, and a 5xx that never shows internals.
 */
async function errorHandler(app: FastifyInstance) {
  const storageFull = { last: null as number | null };
  app.decorate('storageFullAt', storageFull);
  // A write that went through means there is room again (the health check stops reporting it).
  // Attached to the routes that take other methods than GET only, so reads never enter it.
  const roomAgain: onResponseHookHandler = (request, reply, done) => {
    if (storageFull.last !== null && request.method !== 'GET' && reply.statusCode < 400) storageFull.last = null;
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method !== 'GET')) appendOnResponse(route, roomAgain);
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const messages = error.fields.length > 0 ? error.fields : [{ text: error.message }];
      return send(reply, error.statusCode, { ...body(error.message, messages), ...error.details });
    }
    if (error.validation) {
      const messages = validationMessages(error.validation as unknown as SchemaIssue[]);
      return send(reply, 422, body(messages[0]?.text ?? t('validation:other'), messages));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 400, body(t('errors:server.unsupportedContentType')));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return send(reply, 413, body(t('errors:server.bodyTooLarge')));
    }
    if (status === 429) {
      return send(reply, 429, body(error.message));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty JSON bodies, bad multipart and the like: the client's fault.
      const message =
        error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP')
          ? t('errors:server.malformedJson')
          : t('validation:other');
      return send(reply, 400, body(message));
    }
    if (error instanceof DatabaseUnavailableError) {
      // One line per request without the stack: the pool logs the lost connection itself, whole.
      request.log.warn({ reason: error.message }, 'the database is unavailable: answered 503');
      reply.header('retry-after', String(DATABASE_AWAY_RETRY_AFTER_SECONDS));
      return send(reply, 503, body(t('errors:server.databaseAway')));
    }
    if (isStorageFull(error)) {
      storageFull.last = Date.now();
      request.log.error({ err: error }, 'storage full: the write was refused, nothing half-written');
      return sendStorageFull(reply);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, body(t('errors:server.internal')));
  });

  // A NUL character is never part of a meaningful value, and PostgreSQL refuses it in text (a 500
  // there): any request that carries one in its path, query or JSON body is malformed.
  app.addHook('preValidation', (request, _reply, done) => {
    const nul = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(nul ? new HttpError(400, t('validation:other')) : undefined);
  });

  app.all(BAD_URL_PATH, { schema: { hide: true } }, async () => {
    throw new HttpError(400, t('errors:server.badUrl'));
  });
}

/** Where an undecodable URL is routed to (see rewriteBadUrl), so it gets every hook and header. */
const BAD_URL_PATH = '/__bad-url';

/**
 * Fastify's `rewriteUrl`: a path whose percent-encoding does not decode (`/uploads/%E0%A4%A`) would
 * be answered by Fastify itself, before any hook, with the input echoed back and none of our
 * headers. It is sent to a route of ours instead, which answers 400 in the contract's shape.
 */
export function rewriteBadUrl(request: { url?: string }): string {
  const url = request.url ?? '/';
  if (!url.includes('%')) return url;
  const end = url.indexOf('?');
  try {
    decodeURIComponent(end === -1 ? url : url.slice(0, end));
    return url;
  } catch {
    return BAD_URL_PATH;
  }
}

/**
 * The last resort for errors Fastify answers before routing (it calls this through its
 * `frameworkErrors` option): the contract's shape, never Fastify's body with the input in it.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, body(t('errors:server.badUrl')));
}

/** Whether a string anywhere in a parsed value holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/** The 404 of an unknown API route, in the contract's shape. */
export function sendRouteNotFound(reply: FastifyReply) {
  return send(reply, 404, body(t('errors:server.routeNotFound')));
}

export default fp(errorHandler, { name: 'error-handler' });
