import { describe, expect, it } from 'vitest';
import type { BudgetCategory, BudgetItem, BudgetSummary } from '../../src/contract/budget.ts';
import type { Purchase } from '../../src/contract/purchases.ts';
import { fieldMessages } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(databaseTargets)('the shopping list on %s (issue 28)', (target) => {
  const t = useTestApp(target);

  const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const ok = async <T>(user: SignedInUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const add = (user: SignedInUser, payload: object) => ok<Purchase>(user, 'POST', '/purchases', payload);

  it('adds, ticks, changes and deletes purchases in the order of adding', async () => {
    const anna = await couple();
    expect(await ok(anna, 'GET', '/purchases')).toEqual([]);
    const garter = await add(anna, {
      name: ' Подвязка невесты ',
      store: ' Свадебный салон «Вуаль» ',
      link: 'https://vual.example.ru/garter',
      price: 1490.5,
    });
    expect(garter).toEqual({
      id: expect.any(String),
      name: 'Подвязка невесты',
      store: 'Свадебный салон «Вуаль»',
      link: 'https://vual.example.ru/garter',
      price: 1490.5,
      bought: false,
      budgetItemId: null,
    });
    const glasses = await add(anna, { name: 'Бокалы для молодожёнов' });
    expect(glasses).toMatchObject({ store: '', link: '', price: null, bought: false });

    expect(await ok(anna, 'PATCH', `/purchases/${garter.id}`, { bought: true })).toMatchObject({
      bought: true,
      name: 'Подвязка невесты',
      price: 1490.5,
    });
    const priced = await ok<Purchase>(anna, 'PATCH', `/purchases/${glasses.id}`, {
      price: 2500,
      store: 'Хофф',
      link: '',
    });
    expect(priced).toMatchObject({ price: 2500, store: 'Хофф', link: '', bought: false });
    expect((await ok<Purchase[]>(anna, 'GET', '/purchases')).map((one) => [one.name, one.bought])).toEqual([
      ['Подвязка невесты', true],
      ['Бокалы для молодожёнов', false],
    ]);
    expect(await ok(anna, 'PATCH', `/purchases/${glasses.id}`, { price: null })).toMatchObject({ price: null });

    expect(await ok(anna, 'DELETE', `/purchases/${glasses.id}`)).toEqual({});
    expect((await ok<Purchase[]>(anna, 'GET', '/purchases')).map((one) => one.id)).toEqual([garter.id]);
    expect((await call(anna, 'DELETE', `/purchases/${glasses.id}`)).statusCode).toBe(404);
  });

  it('refuses a blank name, a link that is not http(s) and a price in fractions of a kopeck', async () => {
    const anna = await couple();
    const blank = await call(anna, 'POST', '/purchases', { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(fieldMessages(blank).name).toBe('Поле не может быть пустым');
    const script = await call(anna, 'POST', '/purchases', { name: 'Фата', link: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(422);
    expect(fieldMessages(script).link).toBeDefined();
    const kopeck = await call(anna, 'POST', '/purchases', { name: 'Фата', price: 10.005 });
    expect(kopeck.statusCode).toBe(422);
    expect(fieldMessages(kopeck).price).toBeDefined();
    expect((await call(anna, 'POST', '/purchases', { name: 'Фата', price: -1 })).statusCode).toBe(422);
  });

  it('turns a bought purchase into a paid budget item once, and again only after that item is deleted', async () => {
    const anna = await couple();
    const rings = await add(anna, { name: 'Подушечка для колец', price: 890, store: 'Ozon' });

    await ok(anna, 'PATCH', `/purchases/${rings.id}`, { bought: true });

    // A couple who never opened the budget: its categories are given, the item goes to «other».
    const inBudget = await ok<Purchase>(anna, 'POST', `/purchases/${rings.id}/budget-item`, {});
    expect(inBudget).toMatchObject({ id: rings.id, bought: true, budgetItemId: expect.any(String) });
    const items = await ok<BudgetItem[]>(anna, 'GET', '/budget');
    expect(items).toEqual([
      expect.objectContaining({
        id: inBudget.budgetItemId,
        name: 'Подушечка для колец',
        category: 'other',
        price: 890,
        paid: 890,
      }),
    ]);
    expect(await ok<BudgetSummary>(anna, 'GET', '/budget/summary')).toMatchObject({ planned: 890, paid: 890 });
    expect((await ok<Purchase[]>(anna, 'GET', '/purchases'))[0]!.budgetItemId).toBe(inBudget.budgetItemId);

    const twice = await call(anna, 'POST', `/purchases/${rings.id}/budget-item`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe('Эта покупка уже добавлена в бюджет.');
    expect(await ok<BudgetItem[]>(anna, 'GET', '/budget')).toHaveLength(1);

    // Deleted on the budget page: the purchase shows it is out, and may go in again, to a chosen category.
    await ok(anna, 'DELETE', `/budget/${inBudget.budgetItemId}`);
    expect((await ok<Purchase[]>(anna, 'GET', '/purchases'))[0]!.budgetItemId).toBeNull();
    const wrongCategory = await call(anna, 'POST', `/purchases/${rings.id}/budget-item`, { category: 'nope' });
    expect(wrongCategory.statusCode).toBe(422);
    expect(fieldMessages(wrongCategory).category).toBeDefined();
    const again = await ok<Purchase>(anna, 'POST', `/purchases/${rings.id}/budget-item`, { category: 'rings' });
    expect(await ok<BudgetItem[]>(anna, 'GET', '/budget')).toEqual([
      expect.objectContaining({ id: again.budgetItemId, category: 'rings', paid: 890 }),
    ]);

    const noPrice = await add(anna, { name: 'Ленты для машин', bought: true });
    const priceless = await call(anna, 'POST', `/purchases/${noPrice.id}/budget-item`, {});
    expect(priceless.statusCode).toBe(409);
    expect(priceless.json<{ message: string }>().message).toBe('Укажите цену покупки, чтобы добавить её в бюджет.');
  });

  it('puts a purchase not bought yet into the budget as an item still to pay (issue 38, item 8)', async () => {
    const anna = await couple();
    const glasses = await add(anna, { name: 'Бокалы для молодожёнов', price: 2500 });
    const inBudget = await ok<Purchase>(anna, 'POST', `/purchases/${glasses.id}/budget-item`, {});
    expect(inBudget).toMatchObject({ bought: false, budgetItemId: expect.any(String) });
    expect(await ok<BudgetItem[]>(anna, 'GET', '/budget')).toEqual([
      expect.objectContaining({ id: inBudget.budgetItemId, name: 'Бокалы для молодожёнов', price: 2500, paid: 0 }),
    ]);
    expect(await ok<BudgetSummary>(anna, 'GET', '/budget/summary')).toMatchObject({ planned: 2500, paid: 0 });
  });

  it('falls back to the first category when «other» is gone, and adds one item for two tries at once', async () => {
    const anna = await couple();
    const categories = await ok<BudgetCategory[]>(anna, 'GET', '/dictionaries/budget/category');
    const other = categories.find((category) => category.code === 'other')!;
    await ok(anna, 'DELETE', `/dictionaries/budget/category/${other.id}`);
    const veil = await add(anna, { name: 'Фата', price: 3200, bought: true });
    const tries = await Promise.all([
      call(anna, 'POST', `/purchases/${veil.id}/budget-item`, {}),
      call(anna, 'POST', `/purchases/${veil.id}/budget-item`, {}),
    ]);
    expect(tries.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const items = await ok<BudgetItem[]>(anna, 'GET', '/budget');
    expect(items).toHaveLength(1);
    expect(items[0]!.category).toBe(categories[0]!.code);
  });

  it("answers 404 for another wedding's purchases, also for the step into the budget", async () => {
    const anna = await couple();
    const boris = await couple();
    const cake = await add(anna, { name: 'Топпер на торт', price: 700, bought: true });
    expect((await call(boris, 'PATCH', `/purchases/${cake.id}`, { bought: false })).statusCode).toBe(404);
    expect((await call(boris, 'DELETE', `/purchases/${cake.id}`)).statusCode).toBe(404);
    expect((await call(boris, 'POST', `/purchases/${cake.id}/budget-item`, {})).statusCode).toBe(404);
    expect(await ok(boris, 'GET', '/purchases')).toEqual([]);
    expect(await ok(boris, 'GET', '/budget')).toEqual([]);
    expect((await ok<Purchase[]>(anna, 'GET', '/purchases'))[0]).toMatchObject({ bought: true, budgetItemId: null });
  });

  it('records ticks, changes and the step into the budget in the activity', async () => {
    const anna = await couple();
    const bows = await add(anna, { name: 'Бутоньерки', price: 1200 });
    await ok(anna, 'PATCH', `/purchases/${bows.id}`, { bought: true });
    await ok(anna, 'POST', `/purchases/${bows.id}/budget-item`, {});
    await ok(anna, 'PATCH', `/purchases/${bows.id}`, { store: 'Цветы у дома' });
    await ok(anna, 'DELETE', `/purchases/${bows.id}`);
    const activity = await ok<Array<{ action: string; what: string | null }>>(anna, 'GET', '/wedding/activity');
    expect(activity.slice(0, 5).map(({ action, what }) => [action, what])).toEqual([
      ['purchaseDeleted', 'Бутоньерки'],
      ['purchaseChanged', 'Бутоньерки'],
      ['purchaseToBudget', 'Бутоньерки'],
      ['purchaseBought', 'Бутоньерки'],
      ['purchaseAdded', 'Бутоньерки'],
    ]);
  });
});
