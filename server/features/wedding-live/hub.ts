import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { WeddingChangeEvent } from '../../../src/contract/wedding-activity.ts';
import type { Database } from '../../db/database.ts';
import { liveSessions, memberIds } from './repository.ts';

/** Open live streams one user may hold (tabs, devices); the next one is refused 429. */
export const STREAMS_PER_USER = 10;
/** Open live streams one process holds at most; the next one is refused 503 (clients retry). */
export const STREAMS_PER_PROCESS = 5000;
/** A comment line this often keeps proxies and NATs from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** What EventSource waits before it reconnects after the stream ends (a restart, a proxy's time-out). */
export const RECONNECT_MS = 2000;

interface LiveStream {
  userId: string;
  weddingId: string;
  /** The session it was opened with: a log-out (or a password change) ends the stream too. */
  tokenHash: string;
  raw: ServerResponse;
}

/**
 * The process's open streams of GET /wedding/live, by wedding. One process holds them in memory:
 * a write is published to the streams of the process that served it, which is all of them while
 * the product runs as one process (spec: one Node process behind the proxy).
 */
export interface LiveHub {
  byWedding: Map<string, Set<LiveStream>>;
  perUser: Map<string, number>;
  total: number;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    weddingLive: LiveHub;
  }
}

export type OpenRefusal = 'perUser' | 'perProcess';

/** Whether another stream may open for this user: null if so, else which limit it hits. */
export function refusalFor(hub: LiveHub, userId: string): OpenRefusal | null {
  if ((hub.perUser.get(userId) ?? 0) >= STREAMS_PER_USER) return 'perUser';
  if (hub.total >= STREAMS_PER_PROCESS) return 'perProcess';
  return null;
}

/** Adds an answer already sending `text/event-stream` to the hub; it leaves when its socket closes. */
export function addStream(hub: LiveHub, stream: LiveStream): void {
  let set = hub.byWedding.get(stream.weddingId);
  if (!set) hub.byWedding.set(stream.weddingId, (set = new Set()));
  set.add(stream);
  hub.perUser.set(stream.userId, (hub.perUser.get(stream.userId) ?? 0) + 1);
  hub.total += 1;
  stream.raw.once('close', () => removeStream(hub, stream));
}

function removeStream(hub: LiveHub, stream: LiveStream): void {
  const set = hub.byWedding.get(stream.weddingId);
  if (!set?.delete(stream)) return;
  if (set.size === 0) hub.byWedding.delete(stream.weddingId);
  const count = (hub.perUser.get(stream.userId) ?? 1) - 1;
  if (count === 0) hub.perUser.delete(stream.userId);
  else hub.perUser.set(stream.userId, count);
  hub.total -= 1;
}

function endStream(hub: LiveHub, stream: LiveStream): void {
  removeStream(hub, stream);
  if (!stream.raw.writableEnded) stream.raw.end();
}

function write(stream: LiveStream, chunk: string): void {
  if (!stream.raw.writableEnded && !stream.raw.destroyed) stream.raw.write(chunk);
}

/**
 * Tells every member's open page of the wedding that the answers of `paths` (API read paths, the
 * app's SWR keys) changed. Membership is read again first, so a member removed a moment ago gets
 * nothing more: their streams are closed instead. Never throws: a failed publish is logged, and
 * the pages catch up at their next reconnect or reload.
 */
export async function publishWeddingChange(
  app: Pick<FastifyInstance, 'weddingLive'>,
  weddingId: string,
  paths: readonly string[],
): Promise<void> {
  const hub = app.weddingLive;
  if (!hub?.byWedding.has(weddingId)) return;
  try {
    const members = await memberIds(hub.db, weddingId);
    const event: WeddingChangeEvent = { paths: [...paths] };
    const chunk = `data: ${JSON.stringify(event)}\n\n`;
    for (const stream of [...(hub.byWedding.get(weddingId) ?? [])]) {
      if (members.has(stream.userId)) write(stream, chunk);
      else endStream(hub, stream);
    }
  } catch (error) {
    hub.log.error({ err: error, weddingId }, 'live: publishing a change failed');
  }
}

/**
 * Ends a user's open streams at once: for the members feature when someone is removed from a
 * wedding or leaves it (with `weddingId`, only that wedding's), and when an account is deleted.
 */
export function closeUserStreams(app: Pick<FastifyInstance, 'weddingLive'>, userId: string, weddingId?: string): void {
  const hub = app.weddingLive;
  if (!hub) return;
  for (const [wedding, set] of [...hub.byWedding]) {
    if (weddingId !== undefined && wedding !== weddingId) continue;
    for (const stream of [...set]) if (stream.userId === userId) endStream(hub, stream);
  }
}

/**
 * The heartbeat's check: streams whose member left the wedding or whose session ended are closed,
 * so even a wedding nobody writes to (the last member deleted their account) keeps no stream of a
 * stranger for longer than a heartbeat. One query per wedding with streams, one for the sessions.
 */
export async function dropStaleStreams(hub: LiveHub): Promise<void> {
  try {
    const streams = [...hub.byWedding.values()].flatMap((set) => [...set]);
    const sessions = await liveSessions(hub.db, [...new Set(streams.map((stream) => stream.tokenHash))]);
    for (const weddingId of [...hub.byWedding.keys()]) {
      const members = await memberIds(hub.db, weddingId);
      for (const stream of [...(hub.byWedding.get(weddingId) ?? [])]) {
        if (!members.has(stream.userId) || !sessions.has(stream.tokenHash)) endStream(hub, stream);
      }
    }
  } catch (error) {
    hub.log.error({ err: error }, 'live: checking open streams failed');
  }
}

/** Ends every open stream: a stop begins, so the sockets they hold do not keep the server up. */
export function closeAllStreams(hub: LiveHub): void {
  for (const set of [...hub.byWedding.values()]) for (const stream of [...set]) endStream(hub, stream);
}

/**
 * The hub as a server decoration, with one heartbeat timer for every stream. Its streams end when
 * the app closes (a `preClose` hook: before the server waits for its connections) and when a
 * graceful stop begins (server/plugins/graceful-stop.ts's `onStopBegins`).
 */
async function weddingLiveHub(app: FastifyInstance) {
  const hub: LiveHub = { byWedding: new Map(), perUser: new Map(), total: 0, db: app.db, log: app.log };
  app.decorate('weddingLive', hub);
  const heartbeat = setInterval(() => {
    if (hub.total === 0) return;
    for (const set of hub.byWedding.values()) for (const stream of set) write(stream, ': \n\n');
    void dropStaleStreams(hub);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.onStopBegins(() => closeAllStreams(hub));
  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    closeAllStreams(hub);
    done();
  });
}

export default fp(weddingLiveHub, { name: 'wedding-live-hub', dependencies: ['graceful-stop', 'database'] });
