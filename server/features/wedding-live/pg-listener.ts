import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Waits before connecting again after the listening connection was lost: doubling, up to the last. */
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];
/** Connecting and LISTEN, or a probe of the connection, not done by then count as a lost connection. */
const ANSWER_TIMEOUT_MS = 10_000;

export interface PgListenerOptions {
  connectionString: string;
  channel: string;
  /** Shown in pg_stat_activity, so an operator (or a test) can tell this connection apart. */
  applicationName: string;
  onNotification: (payload: string) => void;
  /** LISTEN is in place (first time or again): from now on no notification is missed. */
  onListening: () => void;
  /** The connection was lost: notifications sent meanwhile never arrive here. */
  onLost: () => void;
  log: FastifyBaseLogger;
}

/**
 * A connection of its own that LISTENs on one channel, outside the pool (a pooled connection
 * goes back to the pool, and LISTEN with it). Whatever happens to it (the server restarted, the
 * backend terminated, the network gone, a database that stops answering) it never throws: its
 * 'error' is handled, it says so through `onLost` and connects and LISTENs again by itself.
 */
export class PgListener {
  readonly #options: PgListenerOptions;
  #client: pg.Client | null = null;
  #listening = false;
  #failures = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  constructor(options: PgListenerOptions) {
    this.#options = options;
  }

  /** Whether LISTEN is in place now. */
  get listening(): boolean {
    return this.#listening;
  }

  /** Connects and LISTENs; resolves after the first try, whether it worked or a retry is planned. */
  start(): Promise<void> {
    return this.#connect();
  }

  /**
   * Asks the connection a trivial question: one that does not answer in time (a database that
   * hangs, a half-open socket) is dropped and replaced, since it would never deliver again.
   */
  async probe(): Promise<void> {
    const client = this.#client;
    if (!client || !this.#listening) return;
    try {
      await withinTime(client.query('select 1'));
    } catch (error) {
      this.#lose(client, error);
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    this.#listening = false;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const { connectionString, channel, applicationName } = this.#options;
    const client = new pg.Client({
      connectionString,
      application_name: applicationName,
      keepAlive: true,
      connectionTimeoutMillis: ANSWER_TIMEOUT_MS,
    });
    // Every failure of this connection, now or later, ends up here: never an unhandled 'error'.
    client.on('error', (error) => this.#lose(client, error));
    client.on('end', () => this.#lose(client, new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) this.#options.onNotification(message.payload);
    });
    this.#client = client;
    try {
      // A database that takes the connection but never answers must not leave it waiting forever.
      await withinTime(client.connect().then(() => client.query(`LISTEN ${quoteIdentifier(channel)}`)));
    } catch (error) {
      this.#lose(client, error);
      return;
    }
    if (this.#client !== client || this.#stopped) return;
    if (this.#failures > 0) this.#options.log.info({ channel }, 'live: listening again');
    this.#failures = 0;
    this.#listening = true;
    this.#options.onListening();
  }

  /** Drops a connection once (its error and its end both arrive here) and plans the next one. */
  #lose(client: pg.Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#client = null;
    const wasListening = this.#listening;
    this.#listening = false;
    client.end().catch(() => undefined);
    if (this.#stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.#failures, RECONNECT_DELAYS_MS.length - 1)]!;
    this.#failures += 1;
    this.#options.log.warn({ err: error, retryInMs: delay }, 'live: the listening connection was lost');
    if (wasListening) this.#options.onLost();
    this.#timer = setTimeout(() => void this.#connect(), delay);
    this.#timer.unref();
  }
}

/** The work's result, or a failure once ANSWER_TIMEOUT_MS have passed without one. */
async function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error('the database did not answer the listening connection')),
      ANSWER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** A channel name as an SQL identifier (LISTEN takes no parameter). */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
