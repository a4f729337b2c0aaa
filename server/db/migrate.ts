import { Migrator, PostgresAdapter, sql, type DatabaseIntrospector, type Kysely, type TableMetadata } from 'kysely';
import type { Database } from './database.ts';
import { allMigrations } from './migrations/index.ts';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const schema = await postgresSchemaOf(db);
  const migrator = new Migrator({
    db: schema ? withOwnSchemaIntrospection(db, schema) : db,
    provider: { getMigrations: allMigrations },
    migrationTableSchema: schema,
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

/**
 * The database as the migrator sees it, looking only at our schema's tables. Kysely's migrator
 * asks whether its two tables exist four times or more per run, each time through the
 * introspector, which reads every column of every schema on the server with a function call per
 * column: on a server shared by parallel test files (or several products), most of a start's
 * migration time. It only needs the tables' names.
 */
function withOwnSchemaIntrospection(db: Kysely<Database>, schema: string): Kysely<Database> {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
    return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => [{ name: schema }],
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read its private fields, which only the instance itself carries.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
