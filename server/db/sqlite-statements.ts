import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; the app has a few dozen, `in (?, ?, …)` lists make more. */
export const STATEMENT_CACHE_SIZE = 500;

type Row = Record<string, unknown>;

/**
 * A function that turns a row read as an array into an object with these column names, written
 * once per statement as an object literal: V8 then builds every row from one shape, where
 * node:sqlite's own rows are null-prototype objects made key by key (for a 25-column row that
 * cost more than reading it). A name given twice keeps its first place and its last value, as
 * node:sqlite's rows do. Undefined for names a literal cannot carry as they are (`__proto__`).
 */
function rowBuilder(names: readonly string[]): ((values: unknown[]) => Row) | undefined {
  if (names.includes('__proto__')) return undefined;
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => Row;
}

function kyselyStatement(statement: StatementSync, sql: string): SqliteStatement {
  const columns = statement.columns();
  // The names of a result are fixed by its SQL text unless it selects `*`, whose columns follow
  // the tables (another process's migration may add, drop or reorder them). So only a statement
  // without `*` (count(*) included, to keep the rule simple) reads its rows as arrays.
  const toRow = columns.length > 0 && !sql.includes('*') ? rowBuilder(columns.map((c) => c.name)) : undefined;
  if (!toRow) {
    return {
      // A statement that yields columns is a read (SELECT, or a write with RETURNING): Kysely wants rows.
      reader: columns.length > 0,
      all: (parameters) => statement.all(...(parameters as never[])),
      run: (parameters) => statement.run(...(parameters as never[])),
      iterate: (parameters) => statement.iterate(...(parameters as never[])),
    };
  }
  statement.setReturnArrays(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(...(parameters as never[])) as unknown as unknown[][]).map(toRow),
    run: (parameters) => statement.run(...(parameters as never[])),
    *iterate(parameters) {
      for (const values of statement.iterate(...(parameters as never[]))) yield toRow(values as unknown as unknown[]);
    },
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
        statement = kyselyStatement(database.prepare(sql), sql);
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
