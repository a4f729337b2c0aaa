import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './database.ts';

/**
 * A query of a hot path (every signed-in request, the session user), built and compiled by Kysely
 * once per database object and afterwards only run with the request's values. Building and
 * compiling the query tree anew on every call cost more than SQLite took to run these small
 * queries. `build` writes the query with placeholder values; `run(db, ...values)` binds the values
 * in the order the compiled SQL takes them, and refuses a different number of them.
 */
export function compiledOnce<Row>(build: (db: Kysely<Database>) => Compilable<Row>) {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  return async function run(db: Kysely<Database>, ...values: unknown[]): Promise<Row[]> {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      compiled.set(db, query);
    }
    if (query.parameters.length !== values.length) {
      throw new Error(`the query takes ${query.parameters.length} values, got ${values.length}: ${query.sql}`);
    }
    const { rows } = await db.executeQuery<Row>({ ...query, parameters: values });
    return rows;
  };
}
