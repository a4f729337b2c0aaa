import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { withNamedStatements } from './postgres-statements.ts';
import { nodeSqliteDialect } from './sqlite-dialect.ts';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
}

// PostgreSQL returns BIGINT (int8) and COUNT(*) as strings; our numbers fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * A write acknowledged to a user must survive a crash of the process or the machine: WAL with
 * synchronous=FULL fsyncs the log on every commit. Anything weaker and the server refuses to run.
 */
export function assertDurableSqlite(database: DatabaseSync): void {
  const journal = database.prepare('PRAGMA journal_mode').get() as { journal_mode: string };
  const sync = database.prepare('PRAGMA synchronous').get() as { synchronous: number };
  const foreignKeys = database.prepare('PRAGMA foreign_keys').get() as { foreign_keys: number };
  const problems: string[] = [];
  if (journal.journal_mode.toLowerCase() !== 'wal') problems.push(`journal_mode is ${journal.journal_mode}, not wal`);
  // 2 = FULL, 3 = EXTRA; NORMAL (1) may lose the last commits on power loss.
  if (sync.synchronous < 2) problems.push(`synchronous is ${sync.synchronous}, not FULL (2) or EXTRA (3)`);
  if (foreignKeys.foreign_keys !== 1) problems.push('foreign_keys is off');
  if (problems.length > 0) {
    throw new Error(`SQLite is not crash-safe, refusing to start: ${problems.join('; ')}`);
  }
}

export function openSqlite(file: string): DatabaseSync {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new DatabaseSync(file, { timeout: 5000 });
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = FULL');
  database.exec('PRAGMA foreign_keys = ON');
  // Deleted rows are overwritten with zeros, not just unlinked: a deleted account's address must
  // not stay readable in free pages (see db/erasure.ts for the WAL).
  database.exec('PRAGMA secure_delete = ON');
  return database;
}

/** Opens the configured database: PostgreSQL for a postgres:// URL, otherwise SQLite in dataDir. */
export function connectDatabase(options: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) }),
      engine: 'postgres',
    };
  }
  const database = openSqlite(path.join(options.dataDir, 'wedding.sqlite'));
  assertDurableSqlite(database);
  return { db: new Kysely<Database>({ dialect: nodeSqliteDialect(database) }), engine: 'sqlite' };
}
