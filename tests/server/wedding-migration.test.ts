import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { loadSessionUser } from '../../server/features/account/session-user.ts';
import { databaseTargets } from '../support/databases.ts';
import { databaseBefore, underCatalogueLock } from '../support/old-database.ts';

const WEDDINGS = '2026-11-25T04-00-00-weddings';
const ANSWERS = '2026-11-25T05-20-00-wedding-answers';
const NOW = '2026-11-20T10:00:00.000Z';

/** Every migration before the given one: the schema as the version before it left it. */
describe.each(databaseTargets)('the wedding migration on %s', (target) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const underLock = <T>(work: () => Promise<T>) => underCatalogueLock(target, work);
  const migrate = (db: Kysely<Database>) => underLock(() => migrateToLatest(db));

  const oldDatabase = (upTo = WEDDINGS) => databaseBefore(target, upTo, cleanups);

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

    expect(await migrate(db)).toEqual(expect.arrayContaining([WEDDINGS, ANSWERS]));

    const members = await db.selectFrom('wedding_members').selectAll().orderBy('user_id').execute();
    expect(members).toEqual([
      { wedding_id: expect.stringMatching(/^w_/), user_id: 'u_anna', role: 'owner', joined_at: NOW },
      { wedding_id: expect.stringMatching(/^w_/), user_id: 'u_olga', role: 'owner', joined_at: NOW },
    ]);
    const [anna, olga] = members.map((member) => member.wedding_id);
    expect(anna).not.toBe(olga);
    expect(await db.selectFrom('weddings').select(['id', 'created_at']).orderBy('id').execute()).toEqual(
      [anna, olga].sort().map((id) => ({ id, created_at: NOW })),
    );

    // And each wedding took its owner's wizard answers.
    expect(
      await db.selectFrom('weddings').select(['bride_name', 'registration_date', 'amount_of_guests']).execute(),
    ).toEqual(
      [anna, olga].map(() => ({
        bride_name: 'Анна',
        registration_date: '2027-06-12T11:00:00.000Z',
        amount_of_guests: 2,
      })),
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
    await expect(migrate(db)).rejects.toThrow(WEDDINGS);
    await expect(db.selectFrom('weddings').selectAll().execute()).rejects.toThrow();
    await expect(sql`select * from budget_items_next`.execute(db)).rejects.toThrow();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    expect(await old.selectFrom('guests').select(['id', 'user_id']).execute()).toEqual([
      { id: 'u_anna-g', user_id: 'u_anna' },
    ]);

    await sql`drop table todos_next`.execute(db);
    expect(await migrate(db)).toEqual(expect.arrayContaining([WEDDINGS, ANSWERS]));
    const member = await db.selectFrom('wedding_members').selectAll().executeTakeFirstOrThrow();
    expect(await db.selectFrom('guests').select(['id', 'wedding_id']).execute()).toEqual([
      { id: 'u_anna-g', wedding_id: member.wedding_id },
    ]);
  });

  it('runs on a database without any user', async () => {
    const db = await oldDatabase();
    expect(await migrate(db)).toEqual(expect.arrayContaining([WEDDINGS, ANSWERS]));
    expect(await db.selectFrom('weddings').select('id').execute()).toEqual([]);
  });
  /** A user as the version before the answers moved wrote them: the wizard's answers on the user row. */
  async function userWithAnswers(db: Kysely<Database>, id: string, answers: Record<string, string | number | null>) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    await old
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.ru`,
        password_hash: 'x',
        activated_at: NOW,
        is_show_advice: 1,
        is_show_init_wizard: 0,
        created_at: NOW,
        updated_at: NOW,
        ...answers,
      })
      .execute();
  }
  async function member(db: Kysely<Database>, weddingId: string, userId: string, role: string, joinedAt = NOW) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    if (!(await old.selectFrom('weddings').select('id').where('id', '=', weddingId).executeTakeFirst()))
      await old.insertInto('weddings').values({ id: weddingId, created_at: NOW }).execute();
    await old
      .insertInto('wedding_members')
      .values({ wedding_id: weddingId, user_id: userId, role, joined_at: joinedAt })
      .execute();
  }
  const annasAnswers = {
    bride_name: 'Анна',
    groom_name: 'Пётр',
    registration_date: '2027-06-12T11:00:00.000Z',
    registration_location: 'ЗАГС № 1',
    banquet_date: '2027-06-12T15:00:00.000Z',
    banquet_location: 'Ресторан «Сад»',
    amount_of_guests: 3,
  };
  const noAnswers = {
    bride_name: null,
    groom_name: null,
    registration_date: null,
    registration_location: null,
    banquet_date: null,
    banquet_location: null,
    amount_of_guests: null,
  };

  it("moves each wedding's answers from its owner (or first member) to the wedding and takes them off users", async () => {
    const db = await oldDatabase(ANSWERS);
    await userWithAnswers(db, 'u_anna', annasAnswers);
    // The partner answered a wizard of his own before joining: the owner's answers win.
    await userWithAnswers(db, 'u_petr', { ...annasAnswers, bride_name: 'Ольга', amount_of_guests: 1 });
    await userWithAnswers(db, 'u_olga', {});
    // A wedding whose owner has left: the member who joined first gives the answers.
    await userWithAnswers(db, 'u_ira', { bride_name: 'Ира', groom_name: 'Олег', amount_of_guests: 4 });
    await userWithAnswers(db, 'u_mama', { bride_name: 'Мама' });
    await member(db, 'w_anna', 'u_petr', 'partner', '2026-11-19T10:00:00.000Z');
    await member(db, 'w_anna', 'u_anna', 'owner');
    await member(db, 'w_olga', 'u_olga', 'owner');
    await member(db, 'w_ira', 'u_mama', 'helper', '2026-11-21T10:00:00.000Z');
    await member(db, 'w_ira', 'u_ira', 'partner');

    expect(await migrate(db)).toContain(ANSWERS);

    expect(await db.selectFrom('weddings').selectAll().orderBy('id').execute()).toEqual([
      { id: 'w_anna', created_at: NOW, ...annasAnswers },
      { id: 'w_ira', created_at: NOW, ...noAnswers, bride_name: 'Ира', groom_name: 'Олег', amount_of_guests: 4 },
      { id: 'w_olga', created_at: NOW, ...noAnswers },
    ]);
    // The answers left the users; what is the person's own stayed.
    const users = (await db.selectFrom('users').selectAll().execute()) as Array<Record<string, unknown>>;
    expect(users).toHaveLength(5);
    for (const user of users) {
      for (const column of Object.keys(noAnswers)) expect(user, column).not.toHaveProperty(column);
      expect(user).toMatchObject({ is_show_advice: 1, is_show_init_wizard: 0, userpic: null });
    }
    // Both partners see the one set of answers.
    for (const id of ['u_anna', 'u_petr']) {
      expect(await loadSessionUser(db, id, new Date(NOW)), id).toMatchObject({
        brideName: 'Анна',
        groomName: 'Пётр',
        registrationDate: '2027-06-12T11:00:00.000Z',
        registrationLocation: 'ЗАГС № 1',
        banquetDate: '2027-06-12T15:00:00.000Z',
        banquetLocation: 'Ресторан «Сад»',
        amountOfGuests: 3,
        isShowAdvice: true,
      });
    }
  });

  it('moves the answers all or nothing: a failure leaves them on users, and the next run moves them', async () => {
    const db = await oldDatabase(ANSWERS);
    await userWithAnswers(db, 'u_anna', annasAnswers);
    await member(db, 'w_anna', 'u_anna', 'owner');
    // A view reading a column in the way of its removal: the migration fails after filling the weddings.
    await sql`create view banquet_places as select banquet_location from users`.execute(db);
    await expect(migrate(db)).rejects.toThrow(ANSWERS);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    expect(await old.selectFrom('users').select(['id', 'bride_name', 'amount_of_guests']).execute()).toEqual([
      { id: 'u_anna', bride_name: 'Анна', amount_of_guests: 3 },
    ]);
    await expect(sql`select bride_name from weddings`.execute(db)).rejects.toThrow();

    await sql`drop view banquet_places`.execute(db);
    expect(await migrate(db)).toContain(ANSWERS);
    expect(await db.selectFrom('weddings').selectAll().execute()).toEqual([
      { id: 'w_anna', created_at: NOW, ...annasAnswers },
    ]);
  });
});
