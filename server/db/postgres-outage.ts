import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { ReleasablePool, ReleasablePoolClient } from './postgres-statements.ts';
import { DatabaseUnavailableError, isLostConnection, isPoolQueueTimeout, isReadTimeout } from './unavailable.ts';

/** One checked-out client: the error that broke its connection during this checkout, if any. */
interface Checkout {
  client: PostgresPoolClient;
  lost: Error | undefined;
  /** Whether this checkout is the one request trying a database known to be away. */
  probe: boolean;
}

/** Told when the database is found away (with why) and when it answers again. */
export type AwayListener = (cause: Error | undefined) => void;

/**
 * Kysely's pool with a lost database turned into DatabaseUnavailableError (answered 503 by the
 * error handler) and broken connections never reused:
 * - a checkout that fails (refused, reset, past the connect time limit, no free connection in
 *   time) throws DatabaseUnavailableError;
 * - a statement that fails because its connection did (ended by the server, no answer within the
 *   statement time limit) throws it too, and every later statement of the same checkout (the
 *   ROLLBACK of its transaction) throws it at once instead of waiting behind the hung one;
 * - such a client is released with its error, so pg's pool closes it rather than handing a
 *   connection with a statement still hanging on it to the next request.
 *
 * And once the database is known to be away (a connection could not be made, or a statement got
 * no answer at all), requests do not each wait out the time limits again: one request at a time
 * tries the database, the others are answered 503 at once, and the first statement that succeeds
 * ends it. A connection ended by the server alone (pg_terminate_backend) says nothing of the next
 * one, so it does not count.
 */
export function withLostConnections(pool: ReleasablePool, onAway: AwayListener = () => undefined): PostgresPool {
  const away = { cause: undefined as Error | undefined, probing: false };
  const foundAway = (cause: Error) => {
    if (!away.cause) onAway(cause);
    away.cause = cause;
  };
  const endProbe = (checkout: Checkout) => {
    if (checkout.probe) away.probing = checkout.probe = false;
  };
  const answered = (checkout: Checkout) => {
    endProbe(checkout);
    if (!away.cause) return;
    away.cause = undefined;
    onAway(undefined);
  };

  // One wrapper per pg client, as Kysely keys its connections by client.
  const checkouts = new WeakMap<ReleasablePoolClient, Checkout>();
  const wrap = (inner: ReleasablePoolClient): Checkout => {
    const checkout: Checkout = {
      lost: undefined,
      probe: false,
      client: {
        query: ((text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string') return inner.query(text as Parameters<PostgresPoolClient['query']>[0]);
          if (checkout.lost) return Promise.reject(new DatabaseUnavailableError(checkout.lost));
          return inner.query(text, values as unknown[]).then(
            (result) => {
              answered(checkout);
              return result;
            },
            (error: unknown) => {
              if (!isLostConnection(error)) {
                answered(checkout); // a wrong statement, but the database did answer
                throw error;
              }
              endProbe(checkout);
              checkout.lost = error as Error;
              if (isReadTimeout(error)) foundAway(checkout.lost);
              throw new DatabaseUnavailableError(error);
            },
          );
        }) as PostgresPoolClient['query'],
        release: () => {
          endProbe(checkout);
          inner.release(checkout.lost);
        },
      },
    };
    return checkout;
  };

  return {
    connect: async () => {
      let probe = false;
      if (away.cause) {
        if (away.probing) throw new DatabaseUnavailableError(away.cause);
        away.probing = probe = true;
      }
      let inner: ReleasablePoolClient;
      try {
        inner = await pool.connect();
      } catch (error) {
        if (probe) away.probing = false;
        // Waiting too long for a free connection is a busy pool, not a database that is away.
        if (!isPoolQueueTimeout(error)) foundAway(error as Error);
        throw new DatabaseUnavailableError(error);
      }
      let checkout = checkouts.get(inner);
      if (!checkout) {
        checkout = wrap(inner);
        checkouts.set(inner, checkout);
      }
      checkout.lost = undefined;
      checkout.probe = probe;
      return checkout.client;
    },
    end: () => pool.end(),
  };
}
