import { describe, expect, it } from 'vitest';
import type { BudgetItem, BudgetSummary } from '../../src/contract/budget.ts';
import { budgetRoutes } from '../../src/contract/budget-routes.ts';
import { giftRoutes } from '../../src/contract/gift-routes.ts';
import type { Gift } from '../../src/contract/gifts.ts';
import { pathOf } from '../../src/contract/route-table.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/*
 * The budget's summary beside the gifts (issue 41, item 4): the money received as gifts, and the
 * net cost of the wedding, what is paid less that money; things count nothing, another wedding's
 * gifts nothing, and kopecks add up exactly.
 */
it("revalidates the budget's summary on every write of the gifts ledger (route-table.ts `changes`)", () => {
  for (const write of [giftRoutes.add, giftRoutes.change, giftRoutes.remove])
    expect(write.changes).toContain(pathOf(budgetRoutes.summary));
});

describe.each(databaseTargets)('the net cost on the budget on %s (issue 41)', (target) => {
  const t = useTestApp(target);

  const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const ok = async <T>(user: SignedInUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const summary = (user: SignedInUser) => ok<BudgetSummary>(user, 'GET', '/budget/summary');

  it('counts no gifts before any came: the net cost is what is paid', async () => {
    const anna = await couple();
    await ok<BudgetItem>(anna, 'POST', '/budget', {
      name: 'Ресторан',
      category: 'banquet',
      price: 300000,
      paid: 100000,
    });
    expect(await summary(anna)).toMatchObject({ paid: 100000, gifts: 0, net: 100000 });
  });

  it('takes the money gifts off what is paid, exactly, and follows their changes and deletion', async () => {
    const anna = await couple();
    await ok<BudgetItem>(anna, 'POST', '/budget', {
      name: 'Ресторан',
      category: 'banquet',
      price: 300000,
      paid: 120000.1,
    });
    await ok<BudgetItem>(anna, 'POST', '/budget', { name: 'Фотограф', category: 'photo', price: 60000, paid: 0.2 });
    const colleagues = await ok<Gift>(anna, 'POST', '/gifts', { from: 'Коллеги', kind: 'money', amount: 15000.1 });
    await ok<Gift>(anna, 'POST', '/gifts', { from: 'Тётя Оля', kind: 'money', amount: 0.2 });
    await ok<Gift>(anna, 'POST', '/gifts', { from: 'Маша', kind: 'item', item: 'Сервиз' });
    expect(await summary(anna)).toEqual({
      value: 0,
      planned: 360000,
      paid: 120000.3,
      unpaid: 239999.7,
      free: null,
      gifts: 15000.3,
      net: 105000,
    });
    await ok<Gift>(anna, 'PATCH', `/gifts/${colleagues.id}`, { amount: 200000 });
    // The gifts exceed what is paid: the net cost goes below zero.
    expect(await summary(anna)).toMatchObject({ gifts: 200000.2, net: -79999.9 });
    expect(await ok(anna, 'DELETE', `/gifts/${colleagues.id}`)).toEqual({});
    expect(await summary(anna)).toMatchObject({ gifts: 0.2, net: 120000.1 });
  });

  it('counts the envelopes a helper records, and none of another wedding', async () => {
    const anna = await couple();
    const helper = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
    const boris = await couple();
    await ok<BudgetItem>(anna, 'POST', '/budget', {
      name: 'Ресторан',
      category: 'banquet',
      price: 300000,
      paid: 300000,
    });
    await ok<Gift>(helper, 'POST', '/gifts', { from: 'Дядя Коля', kind: 'money', amount: 5000 });
    await ok<Gift>(helper, 'POST', '/gifts', { from: 'Соседи', kind: 'money', amount: 10000 });
    await ok<Gift>(boris, 'POST', '/gifts', { from: 'Друзья Бориса', kind: 'money', amount: 70000 });
    expect(await summary(anna)).toMatchObject({ paid: 300000, gifts: 15000, net: 285000 });
    expect(await summary(boris)).toMatchObject({ paid: 0, gifts: 70000, net: -70000 });
  });
});
