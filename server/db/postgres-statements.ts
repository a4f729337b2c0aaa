import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Distinct SQL texts given a name; beyond it texts run unnamed (each one parsed anew). */
export const NAMED_STATEMENT_LIMIT = 1000;

/** A checked-out client; `release(error)` ends a broken one instead of giving it to the next request. */
export interface ReleasablePoolClient extends PostgresPoolClient {
  release(error?: Error): void;
}

/** Kysely's pool, with clients that can be released as broken (see postgres-outage.ts). */
export interface ReleasablePool extends PostgresPool {
  connect(): Promise<ReleasablePoolClient>;
}

/** Statements worth naming: reads and writes with parameters, never DDL or several statements in one text. */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * pg's pool behind Kysely's PostgresDialect, with each parameterised query sent as a named prepared
 * statement: pg parses it once per connection and afterwards only binds and executes it, so
 * PostgreSQL skips parsing and planning the app's small queries again and again (it keeps a generic
 * plan once it has seen it is as good). A name stands for one SQL text for the life of the process.
 * Queries without parameters keep pg's simple protocol, which allows several statements in one text
 * (migrations) and is already one round trip.
 */
export function withNamedStatements(pool: pg.Pool, limit = NAMED_STATEMENT_LIMIT): ReleasablePool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit && NAMEABLE.test(text)) {
      name = `kysely_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  // One wrapper per pg client, so Kysely (which keys its connections by client) sees the same object.
  const wrappers = new WeakMap<pg.PoolClient, ReleasablePoolClient>();
  const wrap = (client: pg.PoolClient): ReleasablePoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      wrapper = {
        query: ((text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string') return client.query(text as pg.Submittable); // a cursor
          const name = values && values.length > 0 ? nameOf(text) : undefined;
          return client.query(name ? { name, text, values } : { text, values });
        }) as unknown as PostgresPoolClient['query'],
        release: (error?: Error) => client.release(error),
      };
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
