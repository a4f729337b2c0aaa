import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { ReleasablePool, ReleasablePoolClient } from './postgres-statements.ts';
import { DatabaseUnavailableError, isLostConnection } from './unavailable.ts';

/** One checked-out client: the error that broke its connection during this checkout, if any. */
interface Checkout {
  client: PostgresPoolClient;
  lost: Error | undefined;
}

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
 */
export function withLostConnections(pool: ReleasablePool): PostgresPool {
  // One wrapper per pg client, as Kysely keys its connections by client.
  const checkouts = new WeakMap<ReleasablePoolClient, Checkout>();

  const wrap = (inner: ReleasablePoolClient): Checkout => {
    const checkout: Checkout = {
      lost: undefined,
      client: {
        query: ((text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string') return inner.query(text as Parameters<PostgresPoolClient['query']>[0]);
          if (checkout.lost) return Promise.reject(new DatabaseUnavailableError(checkout.lost));
          return inner.query(text, values as unknown[]).catch((error: unknown) => {
            if (!isLostConnection(error)) throw error;
            checkout.lost = error as Error;
            throw new DatabaseUnavailableError(error);
          });
        }) as PostgresPoolClient['query'],
        release: () => inner.release(checkout.lost),
      },
    };
    return checkout;
  };

  return {
    connect: async () => {
      let inner: ReleasablePoolClient;
      try {
        inner = await pool.connect();
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
      let checkout = checkouts.get(inner);
      if (!checkout) {
        checkout = wrap(inner);
        checkouts.set(inner, checkout);
      }
      checkout.lost = undefined;
      return checkout.client;
    },
    end: () => pool.end(),
  };
}
