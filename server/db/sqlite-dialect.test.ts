import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { nodeSqliteDialect } from './sqlite-dialect.ts';

describe('the SQLite dialect', () => {
  it('serves concurrent queries and transactions first come, first served', async () => {
    const db = new Kysely<{ log: { n: number } }>({ dialect: nodeSqliteDialect(new DatabaseSync(':memory:')) });
    await sql`create table log (n integer not null)`.execute(db);
    // A transaction holds the connection across awaits; everything started meanwhile waits its turn.
    const order: number[] = [];
    const transaction = db.transaction().execute(async (trx) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await trx.insertInto('log').values({ n: 0 }).execute();
      order.push(0);
    });
    const inserts = Array.from({ length: 50 }, (_, i) =>
      db
        .insertInto('log')
        .values({ n: i + 1 })
        .execute()
        .then(() => order.push(i + 1)),
    );
    await Promise.all([transaction, ...inserts]);
    expect(order).toEqual(Array.from({ length: 51 }, (_, i) => i));
    const rows = await db.selectFrom('log').select('n').execute();
    expect(rows.map((row) => row.n)).toEqual(order);
    await expect(sql`select * from missing`.execute(db)).rejects.toThrow(/no such table/);
    expect(
      await db
        .selectFrom('log')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirst(),
    ).toEqual({
      count: 51,
    });
    await db.destroy();
  });

  it('keeps the error that failed a transaction SQLite has already rolled back itself', async () => {
    const db = new Kysely<{ log: { n: number } }>({ dialect: nodeSqliteDialect(new DatabaseSync(':memory:')) });
    await sql`create table log (n integer not null)`.execute(db);
    // As after SQLITE_FULL: the transaction is gone when the failure reaches Kysely's rollback.
    const failed = db.transaction().execute(async (trx) => {
      await trx.insertInto('log').values({ n: 1 }).execute();
      await sql`rollback`.execute(trx);
      throw new Error('database or disk is full');
    });
    await expect(failed).rejects.toThrow('database or disk is full');
    expect(await db.selectFrom('log').selectAll().execute()).toEqual([]);
    await db.insertInto('log').values({ n: 2 }).execute();
    expect(await db.selectFrom('log').select('n').execute()).toEqual([{ n: 2 }]);
  });
});
