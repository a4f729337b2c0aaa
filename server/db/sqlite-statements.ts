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
 * each run, so a cached statement is never in use twice at once. Beyond `capacity` texts the oldest
 * statement is dropped (first in, first out: a hit costs one lookup, with no reordering). SQLite
 * re-prepares a statement by itself when a migration changes the schema under it.
 */
export function withStatementCache(database: DatabaseSync, capacity = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = kyselyStatement(database.prepare(sql));
        // Map keeps insertion order, so the first key is the oldest statement.
        if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
