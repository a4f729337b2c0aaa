import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ActivityList, type ActivityAction } from '../../../src/contract/wedding-activity.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { errorBodySchema, errorResponses } from '../../lib/response-schemas.ts';
import { addStream, RECONNECT_MS, refusalFor } from './hub.ts';
import { listActivity } from './repository.ts';

const tags = ['wedding'];
const security = [{ session: [] }];

/** A signed-in member of a wedding: its id; 401 without a session, 403 without a wedding. */
function memberOf(request: FastifyRequest): { userId: string; weddingId: string } {
  if (!request.userId) throw new HttpError(401, t('errors:server.unauthorized'));
  if (!request.weddingId) throw new HttpError(403, t('errors:server.noWedding'));
  return { userId: request.userId, weddingId: request.weddingId };
}

/**
 * Who did what in the wedding's plan, and the live stream that tells an open page what changed
 * (api.md, "The wedding, shared"). Both are open to every member, helpers too, and to a wedding
 * without a subscription: they show the plan's changes, they change nothing.
 */
export default async function weddingLiveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/wedding/activity',
    {
      schema: {
        tags,
        security,
        summary: 'The last 100 changes to the wedding’s plan, newest first',
        description:
          'One entry per successful planning write: when, by which member (`email` null once they deleted ' +
          'their account), what was done, and the name of what it was done to.',
        response: { 200: ActivityList, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { weddingId } = memberOf(request);
      const rows = await listActivity(app.db, weddingId);
      return rows.map((row) => ({ ...row, action: row.action as ActivityAction }));
    },
  );

  app.get(
    '/wedding/live',
    {
      schema: {
        tags,
        security,
        summary: 'Server-sent events: which reads of the plan changed',
        description:
          'A `text/event-stream` that stays open. After every change another member (or this one) makes, an ' +
          'event whose data is `{ "paths": [...] }`: the API read paths whose answers changed. A comment line ' +
          `every 25 s keeps it open; after it ends the browser reconnects (retry ${RECONNECT_MS} ms). At most ` +
          '10 open streams per user (429). A member removed from the wedding stops receiving at once.',
        response: {
          200: { description: 'text/event-stream', type: 'string' },
          ...errorResponses(401, 403, 429, 503),
          406: { ...errorBodySchema, description: 'The request does not accept text/event-stream (EventSource does).' },
        },
      },
    },
    async (request, reply) => {
      const { userId, weddingId } = memberOf(request);
      // Only an event-stream client gets the stream that never ends: a plain fetch (or a test
      // injecting every route) is told so instead of waiting forever.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new HttpError(406, t('activity:server.streamOnly'));
      }
      const refusal = refusalFor(app.weddingLive, userId);
      if (refusal === 'perUser')
        throw new HttpError(429, t('activity:server.tooManyStreams'), [], { 'retry-after': '60' });
      if (refusal === 'perProcess') throw new HttpError(503, t('activity:server.busy'), [], { 'retry-after': '30' });
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
      addStream(app.weddingLive, { userId, weddingId, tokenHash: request.sessionTokenHash!, raw });
    },
  );
}
