import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { WeddingChangeEvent } from '../../../src/contract/wedding-activity.ts';
import { HEARTBEAT_MS, STREAMS_PER_USER } from '../../../src/contract/wedding-routes.ts';
import type { Config, LiveStreamsConfig } from '../../config.ts';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { changeMessages, memoryBus, postgresBus, type LiveBus, type LiveMessage } from './bus.ts';
import {
  claimStreamPlace,
  deleteLapsedStreams,
  deleteStreams,
  memberIds,
  refreshStreams,
  streamIdsOf,
  type StreamRefusal,
} from './repository.ts';
/** Open live streams one process holds at most; the next one is refused 503 (clients retry). */
export const STREAMS_PER_PROCESS = 5000;
/** A stream's place counts this long after its process last said it is open (every heartbeat). */
export const PLACE_TTL_MS = 90_000;
/** SQLite: how often the one process looks whether its streams' rows went (PostgreSQL tells it at once). */
const SQLITE_SWEEP_MS = 1000;

interface LiveStream {
  /** Its row in live_streams. */
  id: string;
  userId: string;
  weddingId: string;
  raw: ServerResponse;
  /** Order of opening: a sweep leaves alone streams opened after it read the rows. */
  seq: number;
  /** Its maximum life. */
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The process's open streams of GET /wedding/live, by wedding and by id. A write on any process
 * reaches them through the bus (LISTEN/NOTIFY on PostgreSQL); their places (the caps) and their
 * ends (a session or a membership gone) are rows of live_streams, shared by every process.
 */
export interface LiveHub {
  processId: string;
  byId: Map<string, LiveStream>;
  byWedding: Map<string, Set<LiveStream>>;
  total: number;
  sequence: number;
  /** The app is closing: a stream that still gets this far is ended at once. */
  closing: boolean;
  db: Kysely<Database>;
  engine: Engine;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: LiveBus;
  limits: LiveStreamsConfig & { perUser: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    weddingLive: LiveHub;
  }
}

export type OpenRefusal = StreamRefusal | 'perProcess' | 'notListening';

/** The client address as the per-address cap counts it: a digest, never the address itself. */
export function clientKeyOf(ip: string): string {
  return createHash('sha256').update(ip).digest('base64url').slice(0, 22);
}

/**
 * Takes a place for a new stream of this session, or says which limit refuses it: this process's
 * streams, the user's or the client address's on every process, or (PostgreSQL) a process that
 * would not hear the changes now because its listening connection is reconnecting.
 */
export async function openStreamPlace(
  hub: LiveHub,
  stream: { userId: string; weddingId: string; tokenHash: string; ip: string },
): Promise<{ id: string } | { refusal: OpenRefusal }> {
  if (!hub.bus.ready) return { refusal: 'notListening' };
  if (hub.total >= STREAMS_PER_PROCESS) return { refusal: 'perProcess' };
  const id = randomBytes(12).toString('base64url');
  const now = hub.clock.now().getTime();
  const refusal = await claimStreamPlace(
    hub.db,
    hub.engine,
    {
      id,
      userId: stream.userId,
      weddingId: stream.weddingId,
      tokenHash: stream.tokenHash,
      clientKey: clientKeyOf(stream.ip),
      processId: hub.processId,
      expiresAt: new Date(now + PLACE_TTL_MS).toISOString(),
    },
    hub.limits,
    new Date(now).toISOString(),
  );
  return refusal ? { refusal } : { id };
}

/**
 * Adds an answer already sending `text/event-stream` under the place openStreamPlace took; it
 * leaves when its socket closes, its row goes, or its maximum life (80–100 % of the setting, so
 * streams opened together do not all reconnect together) is over.
 */
export function addStream(
  hub: LiveHub,
  opened: { id: string; userId: string; weddingId: string; raw: ServerResponse },
) {
  const life = hub.limits.maxLifeMs * (0.8 + 0.2 * Math.random());
  const stream: LiveStream = { ...opened, seq: ++hub.sequence, timer: setTimeout(() => endStream(hub, stream), life) };
  stream.timer.unref();
  let set = hub.byWedding.get(stream.weddingId);
  if (!set) hub.byWedding.set(stream.weddingId, (set = new Set()));
  set.add(stream);
  hub.byId.set(stream.id, stream);
  hub.total += 1;
  stream.raw.once('close', () => removeStream(hub, stream));
  // The client may have gone while its place was taken: then 'close' has already been emitted.
  if (stream.raw.destroyed || stream.raw.socket?.destroyed !== false) removeStream(hub, stream);
  // A request that began before the app started closing must not hold the server open.
  else if (hub.closing) endStream(hub, stream);
}

/** Takes a stream out of the hub; its row goes too unless it is already gone (`rowGone`). */
function removeStream(hub: LiveHub, stream: LiveStream, rowGone = false): void {
  if (hub.byId.get(stream.id) !== stream) return;
  hub.byId.delete(stream.id);
  clearTimeout(stream.timer);
  const set = hub.byWedding.get(stream.weddingId);
  set?.delete(stream);
  if (set?.size === 0) hub.byWedding.delete(stream.weddingId);
  hub.total -= 1;
  if (!rowGone) {
    deleteStreams(hub.db, { id: stream.id }).catch((error: unknown) =>
      // It lapses by itself (PLACE_TTL_MS) once nobody refreshes it.
      hub.log.warn({ err: error }, 'live: giving up a stream’s place failed'),
    );
  }
}

function endStream(hub: LiveHub, stream: LiveStream, rowGone = false): void {
  removeStream(hub, stream, rowGone);
  if (!stream.raw.writableEnded) stream.raw.end();
}

function write(stream: LiveStream, chunk: string): void {
  if (!stream.raw.writableEnded && !stream.raw.destroyed) stream.raw.write(chunk);
}

/** What the bus brings, whichever process sent it. */
function deliver(hub: LiveHub, message: LiveMessage): void {
  if ('gone' in message) {
    const stream = hub.byId.get(message.gone);
    if (stream) endStream(hub, stream, true);
    return;
  }
  void deliverChange(hub, message.change, message.paths);
}

/**
 * Writes a change to this process's streams of the wedding. Membership is read again first, so a
 * member removed a moment ago gets nothing more: their streams are closed instead.
 */
async function deliverChange(hub: LiveHub, weddingId: string, paths: string[]): Promise<void> {
  if (!hub.byWedding.has(weddingId)) return;
  try {
    const members = await memberIds(hub.db, weddingId);
    const event: WeddingChangeEvent = { paths };
    const chunk = `data: ${JSON.stringify(event)}\n\n`;
    for (const stream of [...(hub.byWedding.get(weddingId) ?? [])]) {
      if (members.has(stream.userId)) write(stream, chunk);
      else endStream(hub, stream);
    }
  } catch (error) {
    hub.log.error({ err: error, weddingId }, 'live: delivering a change failed');
  }
}

/**
 * Tells every member's open page of the wedding, on every process, that the answers of `paths`
 * (API read paths, the app's SWR keys) changed. Never throws: a failed publish is logged, and the
 * pages catch up at their next reconnect or reload.
 */
export async function publishWeddingChange(
  app: Pick<FastifyInstance, 'weddingLive'>,
  weddingId: string,
  paths: readonly string[],
): Promise<void> {
  const hub = app.weddingLive;
  if (!hub) return;
  try {
    await hub.bus.publish(changeMessages(weddingId, paths));
  } catch (error) {
    hub.log.error({ err: error, weddingId }, 'live: publishing a change failed');
  }
}

/**
 * Ends a user's open streams at once, on every process: for the members feature when someone is
 * removed from a wedding or leaves it (with `weddingId`, only that wedding's), and when an account
 * is deleted. (Deleting the membership, the account or a session does it by itself as well: their
 * streams' rows go with them.) Never throws.
 */
export async function closeUserStreams(
  app: Pick<FastifyInstance, 'weddingLive'>,
  userId: string,
  weddingId?: string,
): Promise<void> {
  const hub = app.weddingLive;
  if (!hub) return;
  for (const stream of [...hub.byId.values()]) {
    if (stream.userId === userId && (weddingId === undefined || stream.weddingId === weddingId)) {
      endStream(hub, stream, true);
    }
  }
  try {
    // Other processes hear of each row gone (PostgreSQL's trigger on live_streams).
    await deleteStreams(hub.db, { userId, weddingId });
  } catch (error) {
    hub.log.error({ err: error, userId }, 'live: ending a user’s streams failed');
  }
}

/**
 * Ends the streams whose rows are gone (their session or membership ended, or a notification of it
 * was missed): SQLite's one process asks every second, PostgreSQL's processes at each heartbeat.
 */
export async function dropStaleStreams(hub: LiveHub): Promise<void> {
  if (hub.total === 0) return;
  const before = hub.sequence;
  try {
    const ids = await streamIdsOf(hub.db, hub.processId);
    for (const stream of [...hub.byId.values()]) {
      if (stream.seq <= before && !ids.has(stream.id)) endStream(hub, stream, true);
    }
  } catch (error) {
    hub.log.error({ err: error }, 'live: checking open streams failed');
  }
}

/** Keeps this process's places counted for another PLACE_TTL_MS, and clears places that lapsed. */
async function keepPlaces(hub: LiveHub): Promise<void> {
  const now = hub.clock.now().getTime();
  try {
    if (hub.total > 0) await refreshStreams(hub.db, hub.processId, new Date(now + PLACE_TTL_MS).toISOString());
    await deleteLapsedStreams(hub.db, new Date(now).toISOString());
  } catch (error) {
    hub.log.error({ err: error }, 'live: keeping the streams’ places failed');
  }
}

/** Ends every open stream of this process and gives up their places (a stop, or changes that may have been missed). */
export async function closeAllStreams(hub: LiveHub): Promise<void> {
  if (hub.total === 0) return;
  for (const stream of [...hub.byId.values()]) endStream(hub, stream, true);
  try {
    await deleteStreams(hub.db, { processId: hub.processId });
  } catch (error) {
    hub.log.warn({ err: error }, 'live: giving up the streams’ places failed');
  }
}

/**
 * The hub as a server decoration, with its bus and timers. Its streams end when the app closes (a
 * `preClose` hook: before the server waits for its connections), when a graceful stop begins
 * (server/plugins/graceful-stop.ts's `onStopBegins`), and when PostgreSQL's listening connection is
 * lost: the pages reconnect and read everything again rather than miss a change.
 */
async function weddingLiveHub(app: FastifyInstance, options: { config: Config }) {
  const hub: LiveHub = {
    processId: randomBytes(8).toString('hex'),
    byId: new Map(),
    byWedding: new Map(),
    total: 0,
    sequence: 0,
    closing: false,
    db: app.db,
    engine: app.dbEngine,
    clock: app.clock,
    log: app.log,
    // Replaced below: the bus's handlers need the hub, and a notification may come as soon as it listens.
    bus: memoryBus({ deliver: () => undefined, lost: () => undefined }),
    limits: { ...options.config.liveStreams, perUser: STREAMS_PER_USER },
  };
  const handlers = { deliver: (message: LiveMessage) => deliver(hub, message), lost: () => void closeAllStreams(hub) };
  const { databaseUrl } = options.config;
  hub.bus =
    app.dbEngine === 'postgres' && databaseUrl
      ? await postgresBus({ db: app.db, connectionString: databaseUrl, log: app.log }, handlers)
      : memoryBus(handlers);
  app.decorate('weddingLive', hub);

  const heartbeat = setInterval(() => {
    void hub.bus.probe();
    void keepPlaces(hub);
    if (hub.total === 0) return;
    for (const stream of hub.byId.values()) write(stream, ': \n\n');
    void dropStaleStreams(hub);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const sweep = hub.engine === 'sqlite' ? setInterval(() => void dropStaleStreams(hub), SQLITE_SWEEP_MS) : undefined;
  sweep?.unref();

  // Local streams end at once (the server waits for their sockets); their places and the
  // listening connection go once the server has stopped listening, before the database closes.
  const endLocalStreams = () => {
    hub.closing = true;
    for (const stream of [...hub.byId.values()]) endStream(hub, stream, true);
  };
  app.onStopBegins(endLocalStreams);
  app.addHook('preClose', (done) => {
    clearInterval(heartbeat);
    clearInterval(sweep);
    endLocalStreams();
    done();
  });
  app.addHook('onClose', async () => {
    try {
      await deleteStreams(hub.db, { processId: hub.processId });
    } catch (error) {
      hub.log.warn({ err: error }, 'live: giving up the streams’ places failed');
    }
    await hub.bus.stop();
  });
}

export default fp(weddingLiveHub, { name: 'wedding-live-hub', dependencies: ['graceful-stop', 'database'] });
