import { createPostgresSchema, POSTGRES_URL } from '../../tests/support/databases.ts';
import pg from 'pg';

/** A database for one bench run: SQLite in the product's data folder, or a private PostgreSQL schema. */
export interface BenchDatabase {
  engine: 'SQLite' | 'PostgreSQL';
  databaseUrl?: string;
  drop: () => Promise<void>;
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The engines to bench: BENCH_ENGINES=sqlite,postgres (both by default); PostgreSQL is left out,
 * with a note, when it does not answer.
 */
export async function benchEngines(): Promise<Array<() => Promise<BenchDatabase>>> {
  const wanted = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
  const engines: Array<() => Promise<BenchDatabase>> = [];
  if (wanted.includes('sqlite')) engines.push(async () => ({ engine: 'SQLite', drop: async () => undefined }));
  if (wanted.includes('postgres')) {
    if (await postgresAnswers()) {
      engines.push(async () => {
        const schema = await createPostgresSchema();
        return { engine: 'PostgreSQL', databaseUrl: schema.url, drop: schema.drop };
      });
    } else {
      console.log(`\nPostgreSQL does not answer at ${POSTGRES_URL}: its figures are left out.`);
    }
  }
  return engines;
}
