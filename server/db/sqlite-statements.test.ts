import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statements.ts';

interface Db {
  notes: { id: number; text: string };
}

function cachedDatabase(capacity?: number) {
  const database = new DatabaseSync(':memory:');
  const prepare = vi.spyOn(database, 'prepare');
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(database, capacity) }) });
  return { db, prepare };
}

describe('the SQLite statement cache', () => {
  it('prepares each SQL text once and answers rows, changes and RETURNING as Kysely expects', async () => {
    const { db, prepare } = cachedDatabase();
    await db.schema
      .createTable('notes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('text', 'text')
      .execute();
    for (let i = 1; i <= 3; i++)
      await db
        .insertInto('notes')
        .values({ id: i, text: `n${i}` })
        .execute();
    const inserts = prepare.mock.calls.filter(([text]) => text.startsWith('insert')).length;
    expect(inserts).toBe(1);

    const updated = await db.updateTable('notes').set({ text: 'x' }).where('id', '>', 1).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const returned = await db.deleteFrom('notes').where('id', '=', 3).returning('text').executeTakeFirst();
    expect(returned).toEqual({ text: 'x' });
    expect(await db.selectFrom('notes').select(['id', 'text']).orderBy('id').execute()).toEqual([
      { id: 1, text: 'n1' },
      { id: 2, text: 'x' },
    ]);
    await db.destroy();
  });

  it('keeps a failed statement usable and transactions working', async () => {
    const { db } = cachedDatabase();
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    const insert = (id: number, text: string | null) =>
      db
        .insertInto('notes')
        .values({ id, text: text as string })
        .execute();
    await insert(1, 'a');
    await expect(insert(1, 'again')).rejects.toThrow(/UNIQUE/);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, text: 'b' }).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await insert(3, 'c');
    expect(await db.selectFrom('notes').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 3 }]);
    await db.destroy();
  });

  it('answers the rows node:sqlite would, also for names given twice, and follows `*` through a migration', async () => {
    const { db } = cachedDatabase();
    await sql`create table notes (id integer primary key, text text)`.execute(db);
    await sql`create table tags (id integer primary key, note integer)`.execute(db);
    await sql`insert into notes values (1, 'a'), (2, null)`.execute(db);
    await sql`insert into tags values (7, 1)`.execute(db);
    const read = (query: string) =>
      sql
        .raw(query)
        .execute(db)
        .then((result) => result.rows);
    const direct = (query: string) => {
      const plain = new DatabaseSync(':memory:');
      plain.exec(
        'create table notes (id integer primary key, text text); create table tags (id integer primary key, note integer)',
      );
      plain.exec("insert into notes values (1, 'a'), (2, null); insert into tags values (7, 1)");
      return plain.prepare(query).all();
    };
    for (const query of [
      'select id, text from notes order by id',
      'select notes.id, tags.id, text as "1" from notes join tags on tags.note = notes.id',
      'select 1',
      'select count(*) as n from notes',
    ]) {
      expect(await read(query)).toEqual(direct(query));
      expect(Object.keys((await read(query))[0] as object)).toEqual(Object.keys(direct(query)[0]));
    }

    const everything = 'select * from notes where id = 1';
    expect(await read(everything)).toEqual([{ id: 1, text: 'a' }]);
    await sql`alter table notes add column done integer not null default 0`.execute(db);
    expect(await read(everything)).toEqual([{ id: 1, text: 'a', done: 0 }]);
    await db.destroy();
  });

  it('drops the oldest statement beyond its capacity', async () => {
    const { db, prepare } = cachedDatabase(2);
    const one = () => sql`select 1 as n`.execute(db);
    const two = () => sql`select 2 as n`.execute(db);
    const three = () => sql`select 3 as n`.execute(db);
    await one();
    await two();
    await one(); // a hit
    expect(prepare).toHaveBeenCalledTimes(2);
    await three(); // drops one, the oldest
    await two();
    expect(prepare).toHaveBeenCalledTimes(3);
    await one();
    expect(prepare).toHaveBeenCalledTimes(4);
    await db.destroy();
  });
});
