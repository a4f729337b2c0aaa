import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresSchema, databaseTargets } from '../../tests/support/databases.ts';
import { withNamedStatements } from './postgres-statements.ts';

interface Db {
  notes: { id: number; text: string };
}

describe.runIf(databaseTargets.includes('postgres'))('named prepared statements on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof createPostgresSchema>>;
  let db: Kysely<Db>;

  beforeAll(async () => {
    schema = await createPostgresSchema();
    // One connection, so every query below runs in the session whose prepared statements we read.
    const pool = new pg.Pool({ connectionString: schema.url, max: 1 });
    db = new Kysely<Db>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    // Several statements in one text, without parameters: pg's simple protocol, as migrations use.
    await sql`create table notes (id integer primary key, text text not null); create index on notes (text)`.execute(
      db,
    );
  });
  afterAll(async () => {
    await db.destroy();
    await schema.drop();
  });

  const prepared = () =>
    sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db);

  it('prepares a parameterised query once per connection and reuses it', async () => {
    for (let id = 1; id <= 3; id++)
      await db
        .insertInto('notes')
        .values({ id, text: `n${id}` })
        .execute();
    for (let id = 1; id <= 3; id++) {
      expect(await db.selectFrom('notes').select('text').where('id', '=', id).executeTakeFirst()).toEqual({
        text: `n${id}`,
      });
    }
    const { rows } = await prepared();
    expect(rows.filter((row) => row.statement.startsWith('insert'))).toHaveLength(1);
    expect(rows.filter((row) => row.statement.startsWith('select "text"'))).toHaveLength(1);
  });

  it('answers affected rows, RETURNING and errors as before, and transactions still roll back', async () => {
    const updated = await db.updateTable('notes').set({ text: 'x' }).where('id', '>', 1).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    await expect(db.insertInto('notes').values({ id: 1, text: 'again' }).execute()).rejects.toThrow(/duplicate/);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 9, text: 'y' }).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const deleted = await db.deleteFrom('notes').where('id', '=', 3).returning('text').executeTakeFirst();
    expect(deleted).toEqual({ text: 'x' });
    expect(await db.selectFrom('notes').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
