import type { DatabaseSync } from 'node:sqlite';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import { withStatementCache } from './sqlite-statements.ts';

/**
 * Kysely's SQLite driver, with the queries waiting for the one connection served first come, first
 * served. Kysely's own lock wakes every waiter each time it is released and all but one go back to
 * sleep: with 200 requests waiting that is 200 wake-ups per query, and an unlucky request can wait
 * many turns. Here a release hands the connection to the longest waiter alone, so Kysely's lock
 * underneath is never contended.
 */
export class QueuedSqliteDriver extends SqliteDriver {
  readonly #waiting: Array<() => void> = [];
  #held = false;
  readonly #database: DatabaseSync;

  constructor(config: SqliteDialectConfig, database: DatabaseSync) {
    super(config);
    this.#database = database;
  }

  /**
   * SQLite itself rolls a transaction back on some failures (SQLITE_FULL, SQLITE_IOERR); a second
   * ROLLBACK then fails with "cannot rollback - no transaction is active", and that error would
   * replace the one that says what happened (a full disk, answered 507).
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#database.isTransaction) await super.rollbackTransaction(connection);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiting.shift();
    // Still held: the connection passes straight to the next in line, ahead of any newcomer.
    if (next) next();
    else this.#held = false;
  }
}

class QueuedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #database: DatabaseSync;

  constructor(config: SqliteDialectConfig, database: DatabaseSync) {
    super(config);
    this.#config = config;
    this.#database = database;
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config, this.#database);
  }
}

/** The dialect the server uses for node:sqlite: prepared statements reused, the connection queued fairly. */
export function nodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  return new QueuedSqliteDialect({ database: withStatementCache(database) }, database);
}
