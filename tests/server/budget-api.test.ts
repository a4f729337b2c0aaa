import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.ts';
import { fieldMessages } from '../support/api.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const REQUIRED = 'Поле не может быть пустым';
const BELOW_MIN = 'Введенное число меньше минимально допустимого';
const ABOVE_MAX = 'Введенное число превышает максимально допустимое';
const BAD_FIELD = 'Поле не заполнено или заполнено неверно';
const NOT_FOUND = 'Запись не найдена';

/** The head count of the guest list, as the guests feature would answer it; each test sets its own. */
const guestLists = new Map<string, { guests: number; people: number; children: number }>();

describe.each(databaseTargets)('the budget API on %s', (target) => {
  const t = useTestApp(
    target,
    {},
    { guestPeople: async (_db, weddingId) => guestLists.get(weddingId) ?? { guests: 0, people: 0, children: 0 } },
  );
  const couple = async (options: { amountOfGuests?: number } = {}): Promise<SignedInUser> => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    if (options.amountOfGuests !== undefined) {
      await t.app.db
        .updateTable('weddings')
        .set({ amount_of_guests: options.amountOfGuests })
        .where('id', '=', user.weddingId)
        .execute();
    }
    return user;
  };
  const item = { name: 'Ресторан «Сад»', category: 'banquet', price: 250000, paid: 50000 };

  it('gives a new couple the Russian categories of a real wedding, once', async () => {
    const user = await couple();
    const res = await t.api.get('/dictionaries/budget/category', user);
    expect(res.statusCode).toBe(200);
    const names = res.json().map((c: { name: string }) => c.name);
    expect(names).toEqual([
      'Банкет',
      'Площадка',
      'Образ невесты',
      'Образ жениха',
      'Кольца',
      'Фото',
      'Видео',
      'Ведущий и музыка',
      'Флористика и декор',
      'Транспорт',
      'Красота',
      'Полиграфия',
      'Торт',
      'Подарки',
      'Свадебное путешествие',
      'ЗАГС и госпошлина',
      'Прочее',
    ]);
    // Deleting every category does not bring the defaults back.
    for (const category of res.json()) await t.api.delete(`/dictionaries/budget/category/${category.id}`, user);
    expect((await t.api.get('/dictionaries/budget/category', user)).json()).toEqual([]);
  });

  it('creates, reads, updates and deletes an item', async () => {
    const user = await couple();
    const created = await t.api.post('/budget', { ...item, dueDate: '2030-05-01' }, user);
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Ресторан «Сад»',
      category: 'banquet',
      price: 250000,
      paid: 50000,
      dueDate: '2030-05-01',
      perPerson: null,
      due: null,
      contractorId: null,
      contractorName: null,
      contractorRest: false,
    });
    expect((await t.api.get('/budget', user)).json()).toEqual([body]);

    const changed = await t.api.patch(`/budget/${body.id}`, { name: 'Ресторан «Сад», зал', paid: 100000 }, user);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Ресторан «Сад», зал', price: 250000, paid: 100000 });

    const deleted = await t.api.delete(`/budget/${body.id}`, user);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect((await t.api.get('/budget', user)).json()).toEqual([]);
    expect((await t.api.delete(`/budget/${body.id}`, user)).statusCode).toBe(404);
  });

  it('answers every validation message of the spec on the right field', async () => {
    const user = await couple();
    const empty = await t.api.post('/budget', {}, user);
    expect(empty.statusCode).toBe(422);
    expect(fieldMessages(empty)).toEqual({ name: REQUIRED, category: REQUIRED, price: REQUIRED });

    const blank = await t.api.post('/budget', { name: '', category: 'banquet', price: -1 }, user);
    expect(fieldMessages(blank)).toEqual({ name: REQUIRED, price: BELOW_MIN });

    const overpaid = await t.api.post('/budget', { ...item, paid: 250000.01 }, user);
    expect(overpaid.statusCode).toBe(422);
    expect(fieldMessages(overpaid)).toEqual({ paid: ABOVE_MAX });

    const foreignCategory = await t.api.post('/budget', { ...item, category: 'no-such-category' }, user);
    expect(fieldMessages(foreignCategory)).toEqual({ category: BAD_FIELD });

    const fractions = await t.api.post('/budget', { ...item, price: 10.005 }, user);
    expect(fieldMessages(fractions)).toEqual({ price: BAD_FIELD });

    const badDate = await t.api.post('/budget', { ...item, dueDate: '31.12.2027' }, user);
    expect(fieldMessages(badDate)).toEqual({ dueDate: 'Дата не заполнена или заполнена неверно' });

    const total = await t.api.post('/budget/summary', { value: -5 }, user);
    expect(total.statusCode).toBe(422);
    expect(fieldMessages(total)).toEqual({ value: BELOW_MIN });
    expect(fieldMessages(await t.api.post('/budget/summary', {}, user))).toEqual({ value: REQUIRED });
  });

  it('keeps paid at most the price when only the price, or only paid, changes', async () => {
    const user = await couple();
    const { id } = (await t.api.post('/budget', item, user)).json();
    const cheaper = await t.api.patch(`/budget/${id}`, { price: 40000 }, user);
    expect(cheaper.statusCode).toBe(422);
    expect(fieldMessages(cheaper)).toEqual({ paid: ABOVE_MAX });
    const morePaid = await t.api.patch(`/budget/${id}`, { paid: 300000 }, user);
    expect(fieldMessages(morePaid)).toEqual({ paid: ABOVE_MAX });
    expect((await t.api.get('/budget', user)).json()[0]).toMatchObject({ price: 250000, paid: 50000 });
    expect((await t.api.patch(`/budget/${id}`, { price: 50000 }, user)).json()).toMatchObject({ price: 50000 });
  });

  it('adds up many fractional amounts exactly, with no float noise', async () => {
    const user = await couple();
    const amounts = [0.1, 0.2, 0.3, 1.15, 2.675, 999.99, 0.01, 10.1];
    const valid = amounts.filter((a) => Math.round(a * 100) / 100 === a);
    for (let i = 0; i < 12; i += 1) {
      for (const amount of valid) {
        const res = await t.api.post(
          '/budget',
          { name: `Мелочь ${i}`, category: 'other', price: amount, paid: amount },
          user,
        );
        expect(res.statusCode).toBe(200);
        expect(res.json().price).toBe(amount);
      }
    }
    await t.api.post('/budget/summary', { value: 100000.07 }, user);
    const summary = (await t.api.get('/budget/summary', user)).json();
    const expected = (12 * valid.reduce((sum, a) => sum + Math.round(a * 100), 0)) / 100;
    expect(summary).toEqual({
      value: 100000.07,
      planned: expected,
      paid: expected,
      unpaid: 0,
      free: Math.round(100000.07 * 100 - expected * 100) / 100,
      gifts: 0,
      net: expected,
    });
    expect(String(summary.planned)).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(String(summary.free)).toMatch(/^-?\d+(\.\d{1,2})?$/);
  });

  it('sets the total budget and reads it back', async () => {
    const user = await couple();
    expect((await t.api.get('/budget/summary', user)).json()).toEqual({
      value: 0,
      planned: 0,
      paid: 0,
      unpaid: 0,
      free: null,
      gifts: 0,
      net: 0,
    });
    const set = await t.api.post('/budget/summary', { value: 1500000 }, user);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ value: 1500000, planned: 0, paid: 0, unpaid: 0, free: 1500000, gifts: 0, net: 0 });
    expect((await t.api.get('/budget/summary', user)).json().value).toBe(1500000);
  });

  it('marks unpaid rests that are overdue or due within 14 days', async () => {
    const user = await couple();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await t.api.post(
      '/budget',
      { name: 'Фотограф', category: 'photo', price: 60000, paid: 10000, dueDate: day(-2) },
      user,
    );
    await t.api.post('/budget', { name: 'Видео', category: 'video', price: 50000, dueDate: day(10) }, user);
    await t.api.post('/budget', { name: 'Торт', category: 'cake', price: 15000, dueDate: day(30) }, user);
    await t.api.post(
      '/budget',
      { name: 'Кольца', category: 'rings', price: 80000, paid: 80000, dueDate: day(-5) },
      user,
    );
    const due = (await t.api.get('/budget', user))
      .json()
      .map((i: { name: string; due: string | null }) => [i.name, i.due]);
    expect(due).toEqual([
      ['Фотограф', 'overdue'],
      ['Видео', 'soon'],
      ['Торт', null],
      ['Кольца', null],
    ]);
  });

  describe('categories', () => {
    it('adds, renames and deletes a category of the couple, refusing a name already there', async () => {
      const user = await couple();
      const added = await t.api.post('/dictionaries/budget/category', { name: 'Кейтеринг' }, user);
      expect(added.statusCode).toBe(200);
      const category = added.json();
      expect(category).toEqual({ id: expect.any(String), code: expect.any(String), name: 'Кейтеринг' });
      const twice = await t.api.post('/dictionaries/budget/category', { name: 'кейтеринг' }, user);
      expect(fieldMessages(twice)).toEqual({ name: 'Такая категория уже есть' });
      expect(fieldMessages(await t.api.post('/dictionaries/budget/category', { name: '' }, user))).toEqual({
        name: REQUIRED,
      });

      const renamed = await t.api.patch(`/dictionaries/budget/category/${category.id}`, { name: 'Фуршет' }, user);
      expect(renamed.json()).toEqual({ ...category, name: 'Фуршет' });
      expect(await t.api.post('/budget', { ...item, category: category.code }, user)).toHaveProperty('statusCode', 200);

      const names = (await t.api.get('/dictionaries/budget/category', user))
        .json()
        .map((c: { name: string }) => c.name);
      expect(names.at(-1)).toBe('Фуршет');
    });

    it('refuses to delete a category with items without a word on them, then moves or deletes them as asked', async () => {
      const user = await couple();
      const categories = (await t.api.get('/dictionaries/budget/category', user)).json();
      const byCode = (code: string) => categories.find((c: { code: string }) => c.code === code);
      await t.api.post('/budget', { name: 'Лимузин', category: 'transport', price: 30000 }, user);
      await t.api.post('/budget', { name: 'Открытки', category: 'printing', price: 5000 }, user);

      const refused = await t.api.delete(`/dictionaries/budget/category/${byCode('transport').id}`, user);
      expect(refused.statusCode).toBe(422);
      expect(fieldMessages(refused)).toEqual({
        moveTo: 'В категории есть расходы: выберите, куда их перенести, или удалите их вместе с ней',
      });
      const toItself = await t.api.delete(
        `/dictionaries/budget/category/${byCode('transport').id}?moveTo=transport`,
        user,
      );
      expect(fieldMessages(toItself)).toEqual({ moveTo: BAD_FIELD });

      const moved = await t.api.delete(`/dictionaries/budget/category/${byCode('transport').id}?moveTo=other`, user);
      expect(moved.statusCode).toBe(200);
      const dropped = await t.api.delete(
        `/dictionaries/budget/category/${byCode('printing').id}?deleteItems=true`,
        user,
      );
      expect(dropped.statusCode).toBe(200);

      const items = (await t.api.get('/budget', user)).json();
      expect(items.map((i: { name: string; category: string }) => [i.name, i.category])).toEqual([
        ['Лимузин', 'other'],
      ]);
      const codes = (await t.api.get('/dictionaries/budget/category', user))
        .json()
        .map((c: { code: string }) => c.code);
      expect(codes).not.toContain('transport');
      expect(codes).not.toContain('printing');
    });
  });

  describe('per-person prices', () => {
    it('count the guest list, children included until the couple says otherwise (issue 22)', async () => {
      // The wizard's answer is not a head count: with an empty list, nobody is paid for yet.
      const user = await couple({ amountOfGuests: 1 });
      const created = await t.api.post(
        '/budget',
        { name: 'Банкет', category: 'banquet', price: 0, unitPrice: 6500 },
        user,
      );
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        price: 0,
        perPerson: { unitPrice: 6500, people: 0, children: 0, childrenCounted: true, calculated: 0 },
      });

      // The import: 42 grown-ups and 10 children — 52 people, as the guest page says.
      guestLists.set(user.weddingId, { guests: 30, people: 42, children: 10 });
      expect((await t.api.get('/budget', user)).json()[0]).toMatchObject({
        price: 338000,
        perPerson: { unitPrice: 6500, people: 52, children: 10, childrenCounted: true, calculated: 338000 },
      });
      expect((await t.api.get('/budget/people', user)).json()).toEqual({
        people: 52,
        grownUps: 42,
        children: 10,
        countChildren: true,
      });

      const without = await t.api.post('/budget/people', { countChildren: false }, user);
      expect(without.json()).toEqual({ people: 42, grownUps: 42, children: 10, countChildren: false });
      expect((await t.api.get('/budget', user)).json()[0]).toMatchObject({
        price: 273000,
        perPerson: { people: 42, children: 10, childrenCounted: false },
      });
      expect((await t.api.get('/budget/summary', user)).json().planned).toBe(273000);
      expect(fieldMessages(await t.api.post('/budget/people', { countChildren: 'да' }, user))).toEqual({
        countChildren: BAD_FIELD,
      });
    });

    it('never fall below what is paid when the guest count drops; paying above the calculated price is refused', async () => {
      const user = await couple();
      guestLists.set(user.weddingId, { guests: 50, people: 60, children: 0 });
      const { id } = (
        await t.api.post(
          '/budget',
          { name: 'Банкет', category: 'banquet', price: 0, unitPrice: 5000, paid: 250000 },
          user,
        )
      ).json();
      guestLists.set(user.weddingId, { guests: 30, people: 40, children: 0 });
      const [banquet] = (await t.api.get('/budget', user)).json();
      expect(banquet).toMatchObject({ price: 250000, paid: 250000, perPerson: { people: 40, calculated: 200000 } });

      // A change that does not touch money still goes through.
      expect((await t.api.patch(`/budget/${id}`, { name: 'Банкет в «Саду»' }, user)).statusCode).toBe(200);
      // Paying more, or a unit price under what is paid, breaks paid <= price: refused.
      expect(fieldMessages(await t.api.patch(`/budget/${id}`, { paid: 260000 }, user))).toEqual({ paid: ABOVE_MAX });
      expect(fieldMessages(await t.api.patch(`/budget/${id}`, { unitPrice: 6000 }, user))).toEqual({ paid: ABOVE_MAX });
      expect((await t.api.patch(`/budget/${id}`, { unitPrice: 6250 }, user)).json()).toMatchObject({ price: 250000 });
      // Back to a fixed price.
      expect((await t.api.patch(`/budget/${id}`, { unitPrice: null, price: 300000 }, user)).json()).toMatchObject({
        price: 300000,
        perPerson: null,
      });
    });
  });

  it('keeps each couple to their own rows: a foreign id is not found', async () => {
    const anna = await couple();
    const olga = await couple();
    const annas = (await t.api.post('/budget', item, anna)).json();
    const annasCategory = (await t.api.post('/dictionaries/budget/category', { name: 'Сюрпризы' }, anna)).json();
    expect((await t.api.get('/budget', olga)).json()).toEqual([]);
    for (const res of [
      await t.api.patch(`/budget/${annas.id}`, { price: 1 }, olga),
      await t.api.delete(`/budget/${annas.id}`, olga),
      await t.api.patch(`/dictionaries/budget/category/${annasCategory.id}`, { name: 'Моё' }, olga),
      await t.api.delete(`/dictionaries/budget/category/${annasCategory.id}`, olga),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND);
    }
    expect(fieldMessages(await t.api.post('/budget', { ...item, category: annasCategory.code }, olga))).toEqual({
      category: BAD_FIELD,
    });
    expect((await t.api.get('/budget', anna)).json()).toEqual([annas]);
  });

  it('is closed to a couple that never subscribed and read-only once the subscription ended', async () => {
    const never = await signedInUser(t.app, { subscription: 'never' });
    expect((await t.api.get('/budget', never)).statusCode).toBe(403);
    expect((await t.api.get('/dictionaries/budget/category', never)).statusCode).toBe(403);
    expect((await t.api.post('/budget', item, never)).statusCode).toBe(403);

    const ended = await signedInUser(t.app, { subscription: 'ended' });
    expect((await t.api.get('/budget', ended)).statusCode).toBe(200);
    expect((await t.api.get('/budget/summary', ended)).statusCode).toBe(200);
    expect((await t.api.get('/dictionaries/budget/category', ended)).json()).toHaveLength(17);
    expect((await t.api.post('/budget', item, ended)).statusCode).toBe(403);
    expect((await t.api.post('/budget/summary', { value: 1 }, ended)).statusCode).toBe(403);
    expect((await t.api.post('/dictionaries/budget/category', { name: 'Ещё' }, ended)).statusCode).toBe(403);
    expect((await t.api.get('/budget')).statusCode).toBe(401);
  });
});

describe.each(databaseTargets)('per-person budget prices with the real guest list on %s', (target) => {
  const t = useTestApp(target);

  it('follow guests added and deleted through POST /guests and DELETE /guests/{id}', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    await t.api.post('/budget', { name: 'Банкет', category: 'banquet', price: 0, unitPrice: 4500 }, user);
    const anna = await t.api.post('/guests', { name: 'Анна', withHalf: true, from: 'bride' }, user);
    await t.api.post('/guests', { name: 'Олег', withHalf: false, from: 'groom' }, user);
    expect((await t.api.get('/budget', user)).json()[0]).toMatchObject({ price: 13500, perPerson: { people: 3 } });
    await t.api.delete(`/guests/${anna.json().id}`, user);
    expect((await t.api.get('/budget', user)).json()[0]).toMatchObject({ price: 4500, perPerson: { people: 1 } });
    // Children count as the guest page counts them: one for «один ребёнок», two for «несколько».
    await t.api.post('/guests', { name: 'Вера', withHalf: false, from: 'bride', children: 'several' }, user);
    expect((await t.api.get('/budget', user)).json()[0]).toMatchObject({
      price: 18000,
      perPerson: { people: 4, children: 2, childrenCounted: true },
    });
  });
});
