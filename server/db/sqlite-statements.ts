import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; the app has a few dozen, `in (?, ?, …)` lists make more. */
export const STATEMENT_CACHE_SIZE = 500;

function kyselyStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement that yields columns is a read (SELECT, or a write with RETURNING): Kysely wants rows.
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...(parameters as never[])),
    run: (parameters) => statement.run(...(parameters as never[])),
    iterate: (parameters) => statement.iterate(...(parameters as never[])),
  };
}

/**
 * node:sqlite as the database of Kysely's own SqliteDialect, with every SQL text prepared once and
 * reused: preparing (parsing and planning) cost more than running the app's small queries. Kysely
 * runs one query at a time on its single SQLite connection, and node:sqlite resets a statement after
 * each run, so a cached statement is never in use twice at once. The least recently used statement
 * is dropped when more than `capacity` texts have been seen. SQLite re-prepares a statement by
 * itself when a migration changes the schema under it.
 */
export function withStatementCache(database: DatabaseSync, capacity = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least recent.
        statements.delete(sql);
      } else {
        statement = kyselyStatement(database.prepare(sql));
        if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
