import { describe, expect, it } from 'vitest';
import type { Guest } from '../../src/contract/guests.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The wedding owns the plan (issue 24): members of one wedding share it, another wedding never
 * reaches it, one payment covers every member, and the plan outlives all but the last member.
 */
describe.each(databaseTargets)('a wedding planned together on %s', (target) => {
  const t = useTestApp(target);

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(body ? { payload: body } : {}) });
  const guestNames = async (user: SignedInUser) =>
    ((await call(user, 'GET', '/guests')).json() as Guest[]).map((guest) => guest.name).sort();
  const addGuest = async (user: SignedInUser, name: string) => {
    const res = await call(user, 'POST', '/guests', { name, from: 'bride' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Guest;
  };

  it('never lets one wedding read or change the rows of another', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const olga = await signedInUser(t.app, { subscription: 'active' });
    const guest = await addGuest(anna, 'Тётя Валя');
    const item = await call(anna, 'POST', '/budget', {
      name: 'Ресторан',
      category: 'banquet',
      price: 1000,
      paid: null,
    });
    expect(item.statusCode, item.body).toBe(200);
    const todo = await call(anna, 'POST', '/todos', { period: 'sixMonths', task: 'Выбрать фотографа', comment: [] });
    expect(todo.statusCode, todo.body).toBe(200);

    expect(await guestNames(olga)).toEqual([]);
    expect((await call(olga, 'GET', '/budget')).json()).toEqual([]);
    const olgasTodos = (await call(olga, 'GET', '/todos')).json() as Array<{ id: string }>;
    expect(olgasTodos.map((entry) => entry.id)).not.toContain(todo.json().id);

    expect((await call(olga, 'PATCH', `/guests/${guest.id}`, { name: 'Чужая' })).statusCode).toBe(404);
    expect((await call(olga, 'DELETE', `/guests/${guest.id}`)).statusCode).toBe(404);
    expect((await call(olga, 'PATCH', `/budget/${item.json().id}`, { name: 'Чужой' })).statusCode).toBe(404);
    expect((await call(olga, 'DELETE', `/budget/${item.json().id}`)).statusCode).toBe(404);
    expect((await call(olga, 'PATCH', `/todos/${todo.json().id}`, { checked: true })).statusCode).toBe(404);
    expect((await call(olga, 'DELETE', `/todos/${todo.json().id}`)).statusCode).toBe(404);

    expect(await guestNames(anna)).toEqual(['Тётя Валя']);
    expect((await call(anna, 'GET', '/budget')).json()).toMatchObject([{ name: 'Ресторан' }]);
    const annasTodos = (await call(anna, 'GET', '/todos')).json() as Array<{ id: string; checked: boolean }>;
    expect(annasTodos.find((entry) => entry.id === todo.json().id)?.checked).toBe(false);
  });

  it('shows both members of one wedding the same guests, and each one’s changes to the other', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    await addGuest(anna, 'Тётя Валя');
    const uncle = await addGuest(petr, 'Дядя Коля');
    expect(await guestNames(anna)).toEqual(['Дядя Коля', 'Тётя Валя']);
    expect(await guestNames(petr)).toEqual(['Дядя Коля', 'Тётя Валя']);
    expect((await call(anna, 'PATCH', `/guests/${uncle.id}`, { checked: true })).statusCode).toBe(200);
    const seen = (await call(petr, 'GET', '/guests')).json() as Guest[];
    expect(seen.find((guest) => guest.id === uncle.id)?.checked).toBe(true);

    const whoami = (await call(petr, 'GET', '/whoami')).json();
    expect(whoami.wedding).toEqual({ id: anna.weddingId, role: 'partner' });
    expect((await call(anna, 'GET', '/whoami')).json().wedding).toEqual({ id: anna.weddingId, role: 'owner' });
  });

  it('lets one member’s payment cover every member of the wedding', async () => {
    const anna = await signedInUser(t.app);
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    expect((await call(anna, 'GET', '/guests')).statusCode).toBe(403);
    expect((await call(petr, 'GET', '/guests')).statusCode).toBe(403);

    // Petr pays through the embedded checkout.
    const variants = (await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/variants' })).json();
    const uri = variants.find((variant: { id: string }) => variant.id === 'month').uri;
    const started = await t.app.inject({ method: 'GET', url: uri, headers: petr.headers });
    expect(started.statusCode).toBe(303);
    const checkout = started.headers.location as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: `${checkout}/pay`,
      headers: { ...petr.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    const returned = await t.app.inject({ method: 'GET', url: paid.headers.location as string, headers: petr.headers });
    expect(returned.headers.location).toBe('/profile/payment-success');

    for (const member of [anna, petr]) {
      expect((await call(member, 'GET', '/whoami')).json().subscriptions).toMatchObject({ name: 'Месяц', expires: 30 });
    }
    await addGuest(anna, 'Тётя Валя');
    expect(await guestNames(petr)).toEqual(['Тётя Валя']);
    expect(
      await t.app.db
        .selectFrom('payments')
        .select(['user_id', 'wedding_id', 'status'])
        .where('user_id', '=', petr.id)
        .execute(),
    ).toEqual([{ user_id: petr.id, wedding_id: anna.weddingId, status: 'succeeded' }]);
  });

  it('hands the wedding to the first partner when the owner deletes their account, not to a helper', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const mama = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    expect((await call(anna, 'DELETE', '/user/delete')).statusCode).toBe(200);
    expect((await call(petr, 'GET', '/whoami')).json().wedding).toEqual({ id: anna.weddingId, role: 'owner' });
    expect((await call(mama, 'GET', '/whoami')).json().wedding).toEqual({ id: anna.weddingId, role: 'helper' });
    // The new owner manages the members: the helper can be removed.
    expect((await call(petr, 'DELETE', `/wedding/members/${mama.id}`)).statusCode).toBe(200);
  });

  it('keeps the plan with the others when a member deletes their account, and removes the wedding with the last', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    await addGuest(anna, 'Тётя Валя');
    const weddingRows = async () => ({
      weddings: (await t.app.db.selectFrom('weddings').select('id').where('id', '=', anna.weddingId).execute()).length,
      members: (
        await t.app.db
          .selectFrom('wedding_members')
          .select('user_id')
          .where('wedding_id', '=', anna.weddingId)
          .execute()
      ).length,
      guests: (await t.app.db.selectFrom('guests').select('id').where('wedding_id', '=', anna.weddingId).execute())
        .length,
      subscriptions: (
        await t.app.db
          .selectFrom('subscriptions')
          .select('wedding_id')
          .where('wedding_id', '=', anna.weddingId)
          .execute()
      ).length,
    });
    expect(await weddingRows()).toEqual({ weddings: 1, members: 2, guests: 1, subscriptions: 1 });

    expect((await call(anna, 'DELETE', '/user/delete')).statusCode).toBe(200);
    expect(await weddingRows()).toEqual({ weddings: 1, members: 1, guests: 1, subscriptions: 1 });
    // The owner gone, the partner plans on, under the same subscription, and now owns the wedding.
    expect(await guestNames(petr)).toEqual(['Тётя Валя']);
    await addGuest(petr, 'Дядя Коля');
    expect((await call(petr, 'GET', '/whoami')).json().wedding).toEqual({ id: anna.weddingId, role: 'owner' });

    expect((await call(petr, 'DELETE', '/user/delete')).statusCode).toBe(200);
    expect(await weddingRows()).toEqual({ weddings: 0, members: 0, guests: 0, subscriptions: 0 });
  });
});
