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
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
