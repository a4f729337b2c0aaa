import type { FastifyRequest } from 'fastify';
import type { ActivityAction } from '../../../src/contract/wedding-activity.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { RECONNECT_MS, weddingActivityRoutes } from '../../../src/contract/wedding-routes.ts';
import { addStream, openStreamPlace, type OpenRefusal } from './hub.ts';
import { planningReadPaths } from '../../lib/planning-tables.ts';
import { changedAfter, listActivity } from './repository.ts';

/** The signed-in user's wedding: 403 without one. */
function weddingOf(request: FastifyRequest): string {
  if (!request.weddingId) throw new HttpError(403, t('errors:server.noWedding'));
  return request.weddingId;
}

/** The answer to a stream a limit refuses: 429 for the user's or the address's cap, else 503 (try later). */
function refused(refusal: OpenRefusal): HttpError {
  switch (refusal) {
    case 'perUser':
      return new HttpError(429, t('activity:server.tooManyStreams'), [], { 'retry-after': '60' });
    case 'perAddress':
      return new HttpError(429, t('activity:server.tooManyFromAddress'), [], { 'retry-after': '60' });
    case 'perProcess':
      return new HttpError(503, t('activity:server.busy'), [], { 'retry-after': '30' });
    case 'notListening':
      return new HttpError(503, t('activity:server.busy'), [], { 'retry-after': '5' });
  }
}

/** A session that ended while its stream's place was being taken: its row's foreign key refuses it. */
function isForeignKeyFailure(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23503' || (typeof message === 'string' && message.includes('FOREIGN KEY constraint failed'));
}

/**
 * Who did what in the wedding's plan, and the live stream that tells an open page what changed
 * (api.md, "The wedding, shared"). The activity is open to every member, helpers too, and to a
 * wedding whose subscription ended: it shows the plan's changes, it changes nothing. The stream is
 * for the members of a wedding that has paid (an ended subscription included): it holds a socket
 * and a place in the database for as long as the page is open.
 */
export default declaredRoutes(weddingActivityRoutes, (app) => ({
  activity: async (request) => {
    const rows = await listActivity(app.db, weddingOf(request));
    return rows.map((row) => ({ ...row, action: row.action as ActivityAction }));
  },
  live: async (request, reply) => {
    const { userId, weddingId } = request;
    // Only an event-stream client gets the stream that never ends: a plain fetch (or a test
    // injecting every route) is told so instead of waiting forever.
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      throw new HttpError(406, t('activity:server.streamOnly'));
    }
    const tokenHash = request.sessionTokenHash!;
    let place: Awaited<ReturnType<typeof openStreamPlace>>;
    try {
      place = await openStreamPlace(app.weddingLive, { userId, weddingId, tokenHash, ip: request.ip });
    } catch (error) {
      if (isForeignKeyFailure(error)) throw new HttpError(401, t('errors:server.unauthorized'));
      throw error;
    }
    if ('refusal' in place) throw refused(place.refusal);
    // The answer is written here as it goes: no serializer, and no compression (whose onSend hook
    // would buffer it), as a hijacked reply passes neither. Headers set so far (the request id,
    // no-store, the security headers) go along.
    reply.hijack();
    const raw = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and other proxies: pass each event on as it comes.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RECONNECT_MS}\n\n`);
    addStream(app.weddingLive, { id: place.id, userId, weddingId, raw });
    // A page the server drew: a change between its drawing and now was told to no one. Asked after
    // the stream joined the hub, so a change is told once here or by the hub (or both), never lost.
    const { since } = request.query;
    if (since !== undefined && !raw.destroyed && (await changedAfter(app.db, weddingId!, since))) {
      raw.write(`data: ${JSON.stringify({ paths: await planningReadPaths() })}\n\n`);
    }
    return reply;
  },
}));
