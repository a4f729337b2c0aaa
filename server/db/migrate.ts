import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './database.ts';
import { allMigrations } from './migrations/index.ts';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: allMigrations },
    migrationTableSchema: await postgresSchemaOf(db),
  });
  let { error, results } = await migrator.migrateToLatest();
  // Kysely first looks for its own tables in PostgreSQL's catalogue, which a table being altered in
  // another schema at that instant (parallel test files, two products on one server) can make fail.
  // Nothing has run yet then (no results), so the look is taken again, twice at most.
  for (let retry = 1; error && results === undefined && retry <= 2; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200 * retry));
    ({ error, results } = await migrator.migrateToLatest());
  }
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * On PostgreSQL, the schema the connection works in. Without it Kysely's migrator takes a
 * migration table in ANY schema of the database as its own, so two schemas on one server (parallel
 * test files, or two products on one database) would skip creating theirs and fail.
 */
async function postgresSchemaOf(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
