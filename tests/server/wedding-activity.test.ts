import { describe, expect, it } from 'vitest';
import type { ActivityList } from '../../src/contract/wedding-activity.ts';
import { databaseTargets } from '../support/databases.ts';
import { csvText, importForm } from '../support/guest-files.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/* Who did what (issue 24): one entry per successful planning write, the last 100, per wedding. */
describe.each(databaseTargets)('the wedding’s activity on %s', (target) => {
  const t = useTestApp(target);

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(body ? { payload: body } : {}) });
  const activity = async (user: SignedInUser) => {
    const res = await call(user, 'GET', '/wedding/activity');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ActivityList;
  };

  it('lists each member’s writes, newest first, with what they were about', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    const helper = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
    expect(await activity(anna)).toEqual([]);

    const guest = (await call(anna, 'POST', '/guests', { name: 'Тётя Валя', from: 'bride' })).json();
    expect((await call(petr, 'PATCH', `/guests/${guest.id}`, { checked: true })).statusCode).toBe(200);
    const todo = (await call(petr, 'POST', '/todos', { period: 'sixMonths', task: 'Выбрать фотографа' })).json();
    expect((await call(anna, 'PATCH', `/todos/${todo.id}`, { checked: true })).statusCode).toBe(200);
    expect((await call(anna, 'POST', '/budget/summary', { value: 500000 })).statusCode).toBe(200);
    const item = (await call(anna, 'POST', '/budget', { name: 'Ресторан', category: 'banquet', price: 1000 })).json();
    expect((await call(petr, 'DELETE', `/budget/${item.id}`)).statusCode).toBe(200);
    expect((await call(petr, 'DELETE', `/guests/${guest.id}`)).statusCode).toBe(200);

    const entries = await activity(helper);
    expect(entries.map(({ email, action, what }) => ({ email, action, what }))).toEqual([
      { email: petr.email, action: 'guestDeleted', what: 'Тётя Валя' },
      { email: petr.email, action: 'budgetItemDeleted', what: 'Ресторан' },
      { email: anna.email, action: 'budgetItemAdded', what: 'Ресторан' },
      { email: anna.email, action: 'budgetTotalSet', what: '500000' },
      { email: anna.email, action: 'todoChecked', what: 'Выбрать фотографа' },
      { email: petr.email, action: 'todoAdded', what: 'Выбрать фотографа' },
      { email: petr.email, action: 'guestChanged', what: 'Тётя Валя' },
      { email: anna.email, action: 'guestAdded', what: 'Тётя Валя' },
    ]);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('makes each entry as its route declares: a file’s count once committed, a tick, no name where there is none', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const file = () =>
      importForm(
        csvText([
          ['Имя', 'Сторона'],
          ['Мария', 'Общие'],
          ['Олег', 'Общие'],
        ]),
        'guests.csv',
      );
    const importAs = (mode: 'preview' | 'commit') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/guests/import?mode=${mode}`,
        headers: anna.headers,
        payload: file(),
      });
    expect((await importAs('preview')).statusCode).toBe(200);
    expect(await activity(anna)).toEqual([]);
    expect((await importAs('commit')).statusCode).toBe(200);
    const purchase = (await call(anna, 'POST', '/purchases', { name: 'Кольца', store: '', link: '' })).json();
    expect((await call(anna, 'PATCH', `/purchases/${purchase.id}`, { bought: true })).statusCode).toBe(200);
    expect((await call(anna, 'PATCH', `/purchases/${purchase.id}`, { bought: false, name: 'Кольца' })).statusCode).toBe(
      200,
    );
    expect((await call(anna, 'POST', '/budget/people', { countChildren: false })).statusCode).toBe(200);

    expect((await activity(anna)).map(({ action, what }) => ({ action, what }))).toEqual([
      { action: 'budgetPeopleChanged', what: null },
      { action: 'purchaseChanged', what: 'Кольца' },
      { action: 'purchaseBought', what: 'Кольца' },
      { action: 'purchaseAdded', what: 'Кольца' },
      { action: 'guestsImported', what: '2' },
    ]);
  });

  it('records nothing for a refused or invalid write, and never shows another wedding’s entries', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const helper = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
    const ended = await signedInUser(t.app, { subscription: 'ended' });
    const olga = await signedInUser(t.app, { subscription: 'active' });

    expect((await call(anna, 'POST', '/guests', { name: '', from: 'bride' })).statusCode).toBe(422);
    expect((await call(helper, 'POST', '/guests', { name: 'Чужой', from: 'bride' })).statusCode).toBe(403);
    expect((await call(ended, 'POST', '/guests', { name: 'Поздно', from: 'bride' })).statusCode).toBe(403);
    expect((await call(anna, 'DELETE', '/guests/no-such-guest')).statusCode).toBe(404);
    expect(await activity(anna)).toEqual([]);
    expect(await activity(ended)).toEqual([]);

    expect((await call(olga, 'POST', '/guests', { name: 'Гость Ольги', from: 'groom' })).statusCode).toBe(200);
    expect(await activity(anna)).toEqual([]);
    expect((await activity(olga)).map((entry) => entry.what)).toEqual(['Гость Ольги']);

    expect((await t.app.inject({ method: 'GET', url: '/api/v1/wedding/activity' })).statusCode).toBe(401);
  });

  it('keeps the last 100 entries of a wedding', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    for (let i = 1; i <= 105; i++) {
      const res = await call(anna, 'POST', '/todos', { period: 'sixMonths', task: `Задача ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const entries = await activity(anna);
    expect(entries).toHaveLength(100);
    expect(entries[0]!.what).toBe('Задача 105');
    expect(entries[99]!.what).toBe('Задача 6');
    const stored = await t.app.db
      .selectFrom('wedding_activity')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('wedding_id', '=', anna.weddingId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(100);
  });

  it('keeps a deleted member’s entries without anything of theirs', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    expect((await call(petr, 'POST', '/guests', { name: 'Дядя Коля', from: 'groom' })).statusCode).toBe(200);
    await t.app.db.deleteFrom('users').where('id', '=', petr.id).execute();
    expect(await activity(anna)).toMatchObject([{ email: null, action: 'guestAdded', what: 'Дядя Коля' }]);
  });

  it('never fails a write when the entry cannot be recorded', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    // The table gone (a broken disk, a botched restore): recording fails, the write does not.
    const original = t.app.log.error;
    const errors: unknown[] = [];
    t.app.log.error = ((...args: unknown[]) => void errors.push(args)) as typeof original;
    try {
      await t.app.db.schema.dropTable('wedding_activity').execute();
      const res = await call(anna, 'POST', '/guests', { name: 'Тётя Валя', from: 'bride' });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.app.log.error = original;
    }
    expect(errors.length).toBeGreaterThan(0);
  });
});
