import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { withLostConnections } from './postgres-outage.ts';
import { withNamedStatements } from './postgres-statements.ts';
import { nodeSqliteDialect } from './sqlite-dialect.ts';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
}

/** How long the serving pool waits on PostgreSQL before it answers 503 (DATABASE_*_TIMEOUT_MS in config.ts). */
export interface DatabaseTimeLimits {
  /** For a connection: a new one made, or a busy pool's next free one. */
  connectMs: number;
  /** For a statement: PostgreSQL cancels it after this long (statement_timeout). */
  statementMs: number;
}

/** Where a lost connection is told; it is logged, never thrown (an unhandled 'error' ends the process). */
export interface ConnectionLog {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
}

/**
 * The client gives up on a statement this much later than PostgreSQL's statement_timeout: a slow
 * statement is cancelled by PostgreSQL, which keeps the connection; the client's own limit fires
 * only when nothing comes back at all (a database or a network that hangs).
 */
const SILENCE_GRACE_MS = 1000;

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

/**
 * Opens the configured database: PostgreSQL for a postgres:// URL, otherwise SQLite in dataDir.
 * With `limits`, PostgreSQL's connects and statements are bounded (the server's pool); without,
 * they may take as long as they take (migrations, the command-line tools).
 */
export function connectDatabase(
  options: { databaseUrl: string | undefined; dataDir: string },
  serving: { limits?: DatabaseTimeLimits; log?: ConnectionLog } = {},
): DatabaseHandle {
  if (options.databaseUrl) {
    const { limits, log } = serving;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A peer that vanished without a word (a machine gone) is noticed by the system in time.
      keepAlive: true,
      // So an operator finds the server's backends in pg_stat_activity; the URL's own name wins.
      fallback_application_name: 'wedding-planner',
      ...(limits && {
        connectionTimeoutMillis: limits.connectMs,
        statement_timeout: limits.statementMs,
        query_timeout: limits.statementMs + SILENCE_GRACE_MS,
      }),
    });
    // pg emits 'error' on a client whose connection is lost (a PostgreSQL restart,
    // pg_terminate_backend), idle in the pool or checked out; without a listener Node ends the
    // process. Every client gets one for its whole life: the failed statement itself is answered
    // 503 (postgres-outage.ts) and pg's pool closes the client instead of reusing it.
    pool.on('connect', (client) => {
      client.on('error', (error) => log?.warn({ err: error }, 'a database connection was lost'));
    });
    // The pool re-emits an idle client's error after closing it; the client's listener logged it.
    pool.on('error', () => undefined);
    return {
      db: new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: withLostConnections(withNamedStatements(pool), (cause) => {
            if (cause) log?.warn({ err: cause }, 'the database is away: requests are answered 503 until it answers');
            else log?.info({}, 'the database answers again');
          }),
        }),
      }),
      engine: 'postgres',
    };
  }
  const database = openSqlite(path.join(options.dataDir, 'wedding.sqlite'));
  assertDurableSqlite(database);
  return { db: new Kysely<Database>({ dialect: nodeSqliteDialect(database) }), engine: 'sqlite' };
}
