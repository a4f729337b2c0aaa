import { describe, expect, it } from 'vitest';
import type { BudgetItem, BudgetSummary } from '../../src/contract/budget.ts';
import type { Contractor } from '../../src/contract/contractors.ts';
import { fieldMessages } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/*
 * Issue 38, item 2: a contractor's agreed price is in the budget (api.md, "the agreed price"). Its
 * payments and one rest item without a date add up to the price, so «Запланировано» on the budget
 * and the main page never understates what is agreed.
 */
describe.each(databaseTargets)('a contractor’s agreed price in the budget on %s', (target) => {
  const t = useTestApp(target);

  const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const ok = async <T>(user: SignedInUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const planned = async (user: SignedInUser) => (await ok<BudgetSummary>(user, 'GET', '/budget/summary')).planned;
  const itemsOf = async (user: SignedInUser, contractorId: string) =>
    (await ok<BudgetItem[]>(user, 'GET', '/budget'))
      .filter((item) => item.contractorId === contractorId)
      .map(({ name, price, paid, dueDate }) => ({ name, price, paid, dueDate }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const contractorOf = async (user: SignedInUser, id: string) =>
    (await ok<Contractor[]>(user, 'GET', '/contractors')).find((one) => one.id === id)!;
  /** A photographer agreed at 80 000 ₽. */
  const photographer = async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const contractor = await ok<Contractor>(user, 'POST', '/contractors', {
      category: 'photographer',
      name: 'Мария Лебедева',
      status: 'booked',
      price: 80_000,
    });
    return { user, id: contractor.id, contractor };
  };

  it('puts the whole price in the budget, and the deposit takes its share of it', async () => {
    const { user, id, contractor } = await photographer();
    // Before any payment the card says what is left of the price, not «осталось 0 ₽».
    expect(contractor).toMatchObject({ paidTotal: 0, dueTotal: 80_000 });
    expect(await itemsOf(user, id)).toEqual([
      { name: 'Фотограф: остаток по договору', price: 80_000, paid: null, dueDate: null },
    ]);
    expect(await planned(user)).toBe(80_000);

    const deposit = await ok<{ id: string }>(user, 'POST', `/contractors/${id}/payments`, {
      amount: 20_000,
      dueDate: inDays(7),
    });
    expect(await itemsOf(user, id)).toEqual([
      { name: 'Фотограф: остаток по договору', price: 60_000, paid: null, dueDate: null },
      { name: 'Фотограф: предоплата', price: 20_000, paid: null, dueDate: inDays(7) },
    ]);
    expect(await planned(user)).toBe(80_000);

    // Paying the deposit: the planned total stays at the price, 60 000 ₽ is still due.
    await ok(user, 'PATCH', `/budget/${deposit.id}`, { paid: 20_000 });
    expect(await ok<BudgetSummary>(user, 'GET', '/budget/summary')).toMatchObject({
      planned: 80_000,
      paid: 20_000,
      unpaid: 60_000,
    });
    expect(await contractorOf(user, id)).toMatchObject({ paidTotal: 20_000, dueTotal: 60_000 });
  });

  it('follows a new price, a changed or deleted payment, and the contractor’s removal', async () => {
    const { user, id } = await photographer();
    const deposit = await ok<{ id: string }>(user, 'POST', `/contractors/${id}/payments`, {
      amount: 20_000,
      dueDate: inDays(7),
    });
    await ok(user, 'PATCH', `/contractors/${id}`, { price: 95_000 });
    expect(await planned(user)).toBe(95_000);
    expect((await itemsOf(user, id))[0]).toMatchObject({ price: 75_000, dueDate: null });

    // A larger deposit on the budget page leaves less of the rest.
    await ok(user, 'PATCH', `/budget/${deposit.id}`, { price: 30_000 });
    expect((await itemsOf(user, id))[0]).toMatchObject({ price: 65_000 });
    expect(await planned(user)).toBe(95_000);

    // A price below the payments: the rest goes, the payments stand.
    await ok(user, 'PATCH', `/contractors/${id}`, { price: 25_000 });
    expect(await itemsOf(user, id)).toEqual([
      { name: 'Фотограф: предоплата', price: 30_000, paid: null, dueDate: inDays(7) },
    ]);
    await ok(user, 'PATCH', `/contractors/${id}`, { price: 80_000 });
    await ok(user, 'DELETE', `/budget/${deposit.id}`);
    expect(await itemsOf(user, id)).toEqual([
      { name: 'Фотограф: остаток по договору', price: 80_000, paid: null, dueDate: null },
    ]);

    // The rest is not edited or deleted on its own: the card's price and payments move it.
    const rest = (await ok<BudgetItem[]>(user, 'GET', '/budget')).find((item) => item.contractorId === id)!;
    const edited = await call(user, 'PATCH', `/budget/${rest.id}`, { price: 1_000 });
    expect(edited.statusCode).toBe(422);
    expect(fieldMessages(edited).price).toContain('остаток по договору');
    expect((await call(user, 'DELETE', `/budget/${rest.id}`)).statusCode).toBe(422);
    // Marking it paid is the couple's to do.
    await ok(user, 'PATCH', `/budget/${rest.id}`, { paid: 80_000 });
    expect(await contractorOf(user, id)).toMatchObject({ paidTotal: 80_000, dueTotal: 0 });
    await ok(user, 'PATCH', `/budget/${rest.id}`, { paid: null });

    // Without payments the contractor goes without a question, and its price with it.
    await ok(user, 'DELETE', `/contractors/${id}`);
    expect(await ok<BudgetItem[]>(user, 'GET', '/budget')).toEqual([]);
    expect(await planned(user)).toBe(0);
  });

  it('clears the rest with the price, and keeps a paid rest as a payment', async () => {
    const { user, id } = await photographer();
    await ok(user, 'PATCH', `/contractors/${id}`, { price: null });
    expect(await itemsOf(user, id)).toEqual([]);
    await ok(user, 'PATCH', `/contractors/${id}`, { price: 50_000 });
    const rest = (await ok<BudgetItem[]>(user, 'GET', '/budget')).find((item) => item.contractorId === id)!;
    await ok(user, 'PATCH', `/budget/${rest.id}`, { paid: 10_000 });
    expect((await call(user, 'DELETE', `/contractors/${id}`)).statusCode).toBe(409);
    await ok(user, 'DELETE', `/contractors/${id}?withPayments=keep`);
    expect(await ok<BudgetItem[]>(user, 'GET', '/budget')).toMatchObject([
      { name: 'Фотограф: остаток по договору', price: 50_000, paid: 10_000, contractorId: null },
    ]);
  });
});
