import { hash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { PgListener } from './pg-listener.ts';
import { currentSchema, notify } from './repository.ts';

/**
 * What one process tells every process holding live streams: a wedding's reads changed (the API
 * paths), or a stream's row is gone (its session or membership ended, someone closed it), so its
 * holder ends it. Short keys: a PostgreSQL notification carries at most 8000 bytes.
 */
export type LiveMessage = { change: string; paths: string[] } | { gone: string };

/** Longest payload sent, below NOTIFY's 8000 bytes with room to spare. */
export const NOTIFY_MAX_BYTES = 7000;

export interface LiveBusHandlers {
  deliver: (message: LiveMessage) => void;
  /** Messages may have been missed (PostgreSQL's listening connection was lost). */
  lost: () => void;
}

/**
 * Carries live messages to every process: within the process on SQLite (one process serves a
 * SQLite file), through PostgreSQL's LISTEN/NOTIFY otherwise.
 */
export interface LiveBus {
  /** Whether messages reach this process now; false while PostgreSQL's listener reconnects. */
  readonly ready: boolean;
  publish: (messages: LiveMessage[]) => Promise<void>;
  /** Checks the way messages come in (a listening connection that no longer answers is replaced). */
  probe: () => Promise<void>;
  stop: () => Promise<void>;
}

/** One process: a message is delivered where it is published. */
export function memoryBus(handlers: LiveBusHandlers): LiveBus {
  return {
    ready: true,
    publish: async (messages) => {
      for (const message of messages) handlers.deliver(message);
    },
    probe: async () => undefined,
    stop: async () => undefined,
  };
}

/**
 * The schema's channel, the same name the live_streams trigger notifies on (migration
 * 2026-11-26T19-10-00-live-streams.ts): products sharing a database in schemas of their own do not
 * hear each other, and the name stays within PostgreSQL's 63 characters.
 */
export function liveChannel(schema: string): string {
  return `wedding_live:${hash('md5', schema, 'hex').slice(0, 16)}`;
}

/**
 * Every process: NOTIFY through the pool (inside no transaction, so at once), LISTEN on a
 * connection of its own. A process hears its own notifications too, so delivery is the same
 * whichever process published. Resolves once the first LISTEN was tried.
 */
export async function postgresBus(
  options: { db: Kysely<Database>; connectionString: string; log: FastifyBaseLogger },
  handlers: LiveBusHandlers,
): Promise<LiveBus> {
  const schema = await currentSchema(options.db);
  const channel = liveChannel(schema);
  const listener = new PgListener({
    connectionString: options.connectionString,
    channel,
    applicationName: `wedding-live ${schema}`.slice(0, 63),
    onNotification: (payload) => {
      const message = parseMessage(payload);
      if (message) handlers.deliver(message);
      else options.log.warn({ channel }, 'live: an unreadable notification was ignored');
    },
    onListening: () => undefined,
    onLost: handlers.lost,
    log: options.log,
  });
  await listener.start();
  return {
    get ready() {
      return listener.listening;
    },
    publish: async (messages) => {
      for (const message of messages) {
        await notify(options.db, channel, JSON.stringify(message));
      }
    },
    probe: () => listener.probe(),
    stop: () => listener.stop(),
  };
}

function parseMessage(payload: string): LiveMessage | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.gone === 'string') return { gone: value.gone };
    if (
      typeof value.change === 'string' &&
      Array.isArray(value.paths) &&
      value.paths.every((p) => typeof p === 'string')
    )
      return { change: value.change, paths: value.paths as string[] };
  } catch {
    // Not ours.
  }
  return null;
}

/**
 * A wedding's changed paths as messages that each fit in a notification: one as a rule, more when
 * the list is long (each path's own message would still fit: paths are short API routes).
 */
export function changeMessages(weddingId: string, paths: readonly string[]): LiveMessage[] {
  const messages: LiveMessage[] = [];
  let current: string[] = [];
  const size = (list: string[]) => Buffer.byteLength(JSON.stringify({ change: weddingId, paths: list }));
  for (const path of paths) {
    if (current.length > 0 && size([...current, path]) > NOTIFY_MAX_BYTES) {
      messages.push({ change: weddingId, paths: current });
      current = [];
    }
    current.push(path);
  }
  if (current.length > 0) messages.push({ change: weddingId, paths: current });
  return messages;
}
