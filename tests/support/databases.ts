import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL the tests use: DATABASE_URL if set, else the machine's server on loopback. */
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type DatabaseTarget = 'sqlite' | 'postgres';

/**
 * The engines API tests run on: SQLite always, PostgreSQL when it answers. In CI PostgreSQL is
 * required, so a missing server fails the run instead of silently skipping half the tests.
 */
export const databaseTargets: DatabaseTarget[] = await (async () => {
  if (await postgresAnswers()) return ['sqlite', 'postgres'];
  if (process.env.CI) throw new Error(`PostgreSQL does not answer at ${POSTGRES_URL}; CI requires it`);
  return ['sqlite'];
})();

/**
 * Kysely's migrator (and a test that lists tables) reads the whole catalogue: every table of every
 * schema, with pg_get_serial_sequence per column. A schema another test file drops meanwhile makes
 * that read fail with "schema … does not exist". So catalogue readers hold this advisory lock
 * shared, and a drop holds it alone: parallel files still build their apps together.
 */
const CATALOGUE_LOCK = 7_311_027;

/** Runs `work` (building an app on PostgreSQL, listing tables) while no test schema is dropped. */
export async function whileNoSchemaIsDropped<T>(work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock_shared($1)', [CATALOGUE_LOCK]);
    return await work();
  } finally {
    await client.end(); // ends the session, and its lock with it
  }
}

/**
 * A private schema on the test server, so test files run in parallel without seeing each other's
 * rows; dropped again by the returned function.
 */
export async function createPostgresSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [CATALOGUE_LOCK]);
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
