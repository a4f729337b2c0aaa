import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../server/db/connect.ts';
import type { Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { migrations } from '../../server/db/migrations/index.ts';
import { createPostgresSchema, databaseTargets } from '../support/databases.ts';

const WEDDINGS = '2026-11-25T04-00-00-weddings';
const NOW = '2026-11-20T10:00:00.000Z';

/** Every migration before the weddings one: the schema as the previous version left it. */
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < WEDDINGS));

describe.each(databaseTargets)('the wedding migration on %s', (target) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function oldDatabase(): Promise<Kysely<Database>> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-migration-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const postgres = target === 'postgres' ? await createPostgresSchema() : undefined;
    if (postgres) cleanups.push(postgres.drop);
    const { db } = connectDatabase({ databaseUrl: postgres?.url, dataDir });
    cleanups.push(() => db.destroy());
    const schema =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => before },
      migrationTableSchema: schema,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    return db;
  }

  /** A couple's rows as the previous version wrote them, keyed by the user. */
  async function oldCouple(db: Kysely<Database>, userId: string, email: string) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    await old
      .insertInto('users')
      .values({
        id: userId,
        email,
        password_hash: 'x',
        activated_at: NOW,
        bride_name: 'Анна',
        groom_name: 'Пётр',
        registration_date: '2027-06-12T11:00:00.000Z',
        amount_of_guests: 2,
        is_show_advice: 0,
        is_show_init_wizard: 0,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await old
      .insertInto('budget_settings')
      .values({ user_id: userId, total_kopecks: 100_000_00, seeded_at: NOW, updated_at: NOW })
      .execute();
    await old
      .insertInto('budget_categories')
      .values({ id: `${userId}-c`, user_id: userId, code: 'banquet', name: 'Банкет', sort_order: 1, created_at: NOW })
      .execute();
    await old
      .insertInto('budget_items')
      .values({
        id: `${userId}-i`,
        user_id: userId,
        category: 'banquet',
        name: 'Ресторан',
        price_kopecks: 250_000_00,
        unit_price_kopecks: null,
        paid_kopecks: 50_000_00,
        due_date: '2027-05-01',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await old
      .insertInto('guests')
      .values({
        id: `${userId}-g`,
        user_id: userId,
        name: 'Тётя Валя',
        with_half: 1,
        half_name: null,
        from_code: 'bride',
        children_code: 'none',
        comment: '',
        categories: '["family"]',
        checked: 1,
        position: 0,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await old
      .insertInto('guest_import_commits')
      .values({ user_id: userId, file_sha256: 'abc', imported: 3, committed_at: NOW })
      .execute();
    await old
      .insertInto('todos')
      .values({
        id: `${userId}-t`,
        user_id: userId,
        period: 'sixMonths',
        task: 'Выбрать фотографа',
        comment: '[]',
        checked: 0,
        sort_order: 1,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await old
      .insertInto('todo_plans')
      .values({ user_id: userId, seeded_at: NOW, wedding_day: '2027-06-12', started_on: '2026-11-20' })
      .execute();
    await old
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        tariff_id: 'month',
        expires_at: '2026-12-20T10:00:00.000Z',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await old
      .insertInto('subscription_grants')
      .values({
        id: `${userId}-grant`,
        user_id: userId,
        days: 5,
        reason: 'сбой',
        granted_by: 'maria',
        previous_expires_at: null,
        new_expires_at: '2026-11-25T10:00:00.000Z',
        created_at: NOW,
      })
      .execute();
    await old
      .insertInto('payments')
      .values({
        id: `${userId}-pay`,
        user_id: userId,
        tariff_id: 'month',
        days: 30,
        amount_kopecks: 299_00,
        currency: 'RUB',
        provider: 'embedded',
        provider_payment_id: `${userId}-checkout`,
        idempotence_key: `${userId}-key`,
        status: 'succeeded',
        confirmation_url: null,
        created_at: NOW,
        updated_at: NOW,
        succeeded_at: NOW,
      })
      .execute();
    await old
      .insertInto('embedded_checkouts')
      .values({
        id: `${userId}-checkout`,
        idempotence_key: `${userId}-key`,
        payment_id: `${userId}-pay`,
        amount_kopecks: 299_00,
        currency: 'RUB',
        description: 'Месяц',
        return_url: 'http://localhost/',
        status: 'succeeded',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
  }

  it('gives every user a wedding of their own and moves each plan row to it, checkouts untouched', async () => {
    const db = await oldDatabase();
    await oldCouple(db, 'u_anna', 'anna@example.ru');
    await oldCouple(db, 'u_olga', 'olga@example.ru');

    expect(await migrateToLatest(db)).toContain(WEDDINGS);

    const members = await db.selectFrom('wedding_members').selectAll().orderBy('user_id').execute();
    expect(members).toEqual([
      { wedding_id: expect.stringMatching(/^w_/), user_id: 'u_anna', role: 'owner', joined_at: NOW },
      { wedding_id: expect.stringMatching(/^w_/), user_id: 'u_olga', role: 'owner', joined_at: NOW },
    ]);
    const [anna, olga] = members.map((member) => member.wedding_id);
    expect(anna).not.toBe(olga);
    expect(await db.selectFrom('weddings').selectAll().orderBy('id').execute()).toEqual(
      [anna, olga].sort().map((id) => ({ id, created_at: NOW })),
    );

    const planTables = [
      'budget_settings',
      'budget_categories',
      'budget_items',
      'guests',
      'guest_import_commits',
      'todos',
      'todo_plans',
      'subscriptions',
      'subscription_grants',
    ] as const;
    for (const table of planTables) {
      const rows = (await db.selectFrom(table).selectAll().execute()) as Array<Record<string, unknown>>;
      expect(rows.map((row) => row.wedding_id).sort(), table).toEqual([anna, olga].sort());
      expect(
        rows.every((row) => !('user_id' in row)),
        table,
      ).toBe(true);
    }
    // The values came along, not just the keys.
    const item = await db
      .selectFrom('budget_items')
      .selectAll()
      .where('wedding_id', '=', anna)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({ id: 'u_anna-i', name: 'Ресторан', paid_kopecks: 50_000_00, due_date: '2027-05-01' });
    expect(Number(item.price_kopecks)).toBe(250_000_00);
    const guest = await db.selectFrom('guests').selectAll().where('wedding_id', '=', olga).executeTakeFirstOrThrow();
    expect(guest).toMatchObject({ id: 'u_olga-g', name: 'Тётя Валя', with_half: 1, categories: '["family"]' });
    expect(
      await db.selectFrom('subscriptions').select(['tariff_id', 'expires_at']).where('wedding_id', '=', anna).execute(),
    ).toEqual([{ tariff_id: 'month', expires_at: '2026-12-20T10:00:00.000Z' }]);

    // Payments keep their payer and their checkout, and learn the wedding they paid for.
    expect(await db.selectFrom('payments').select(['id', 'user_id', 'wedding_id']).orderBy('id').execute()).toEqual([
      { id: 'u_anna-pay', user_id: 'u_anna', wedding_id: anna },
      { id: 'u_olga-pay', user_id: 'u_olga', wedding_id: olga },
    ]);
    expect(await db.selectFrom('embedded_checkouts').select('id').orderBy('id').execute()).toHaveLength(2);

    // Keyed by wedding now: the old owner's deletion takes the plan only with the wedding.
    await db.deleteFrom('users').where('id', '=', 'u_anna').execute();
    expect(await db.selectFrom('guests').select('id').where('wedding_id', '=', anna).execute()).toHaveLength(1);
    await db.deleteFrom('weddings').where('id', '=', anna).execute();
    for (const table of planTables) {
      const rows = await db.selectFrom(table).select('wedding_id').where('wedding_id', '=', anna).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await db.selectFrom('guests').select('id').where('wedding_id', '=', olga).execute()).toHaveLength(1);
  });

  it('is all or nothing: a failure halfway leaves the old tables, and the next run migrates them', async () => {
    const db = await oldDatabase();
    await oldCouple(db, 'u_anna', 'anna@example.ru');
    // A table in the way of the to-dos' new one: the migration fails after moving the budget and guests.
    await sql`create table todos_next (id text)`.execute(db);
    await expect(migrateToLatest(db)).rejects.toThrow(WEDDINGS);
    await expect(db.selectFrom('weddings').selectAll().execute()).rejects.toThrow();
    await expect(sql`select * from budget_items_next`.execute(db)).rejects.toThrow();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    expect(await old.selectFrom('guests').select(['id', 'user_id']).execute()).toEqual([
      { id: 'u_anna-g', user_id: 'u_anna' },
    ]);

    await sql`drop table todos_next`.execute(db);
    expect(await migrateToLatest(db)).toContain(WEDDINGS);
    const member = await db.selectFrom('wedding_members').selectAll().executeTakeFirstOrThrow();
    expect(await db.selectFrom('guests').select(['id', 'wedding_id']).execute()).toEqual([
      { id: 'u_anna-g', wedding_id: member.wedding_id },
    ]);
  });

  it('runs on a database without any user', async () => {
    const db = await oldDatabase();
    expect(await migrateToLatest(db)).toContain(WEDDINGS);
    expect(await db.selectFrom('weddings').selectAll().execute()).toEqual([]);
  });
});
