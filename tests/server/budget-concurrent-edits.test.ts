import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const ROUNDS = 30;

/** Two tabs open on one budget item, each saving its own field at the same moment. */
describe.each(databaseTargets)('concurrent edits of one budget item on %s', (target) => {
  const t = useTestApp(target);

  it('keeps both changes of two partial PATCHes sent together', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    let lost = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await t.api.post(
        '/budget',
        { name: 'Ресторан', category: 'banquet', price: 5000, paid: 0 },
        user,
      );
      const id = created.json().id as string;
      const [rename, pay] = await Promise.all([
        t.api.patch(`/budget/${id}`, { name: `A ${round}` }, user),
        t.api.patch(`/budget/${id}`, { paid: 1001 }, user),
      ]);
      expect([rename.statusCode, pay.statusCode]).toEqual([200, 200]);
      const stored = (await t.api.get('/budget', user)).json().find((row: { id: string }) => row.id === id);
      if (stored.name !== `A ${round}` || stored.paid !== 1001) lost += 1;
    }
    expect(lost, `${lost} of ${ROUNDS} pairs lost an edit`).toBe(0);
  });

  it('never lets a cheaper price and a larger payment, each fine alone, add up to paid above the price', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await t.api.post('/budget', { name: 'Фото', category: 'photo', price: 2000, paid: 0 }, user);
      const id = created.json().id as string;
      const [cheaper, paid] = await Promise.all([
        t.api.patch(`/budget/${id}`, { price: 1000 }, user),
        t.api.patch(`/budget/${id}`, { paid: 1500 }, user),
      ]);
      // One of the two comes second and sees the other: it is refused with the field named.
      expect([cheaper.statusCode, paid.statusCode].sort()).toEqual([200, 422]);
      const stored = (await t.api.get('/budget', user)).json().find((row: { id: string }) => row.id === id);
      expect(stored.paid ?? 0).toBeLessThanOrEqual(stored.price);
    }
  });
});
