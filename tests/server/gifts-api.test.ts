import { describe, expect, it } from 'vitest';
import type { Gift, GiftSummary, Wish } from '../../src/contract/gifts.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock, MINUTES } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const HELPER_MESSAGE = 'Помощник может смотреть план, но не менять его';

describe.each(databaseTargets)('the gifts on %s (issue 41)', (target) => {
  const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
  const t = useTestApp(target, {}, { clock });

  const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const ok = async <T>(user: SignedInUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const guest = async (user: SignedInUser, name: string) =>
    (await ok<{ id: string }>(user, 'POST', '/guests', { name, from: 'bride' })).id;

  it('keeps the wishlist: adds with a link and a price, changes, lists in order, deletes', async () => {
    const anna = await couple();
    expect(await ok(anna, 'GET', '/gifts/wishlist')).toEqual([]);
    const coffee = await ok<Wish>(anna, 'POST', '/gifts/wishlist', {
      title: '  Кофемашина ',
      link: 'https://example.ru/coffee',
      price: 45990.5,
    });
    expect(coffee).toEqual({
      id: expect.any(String),
      title: 'Кофемашина',
      link: 'https://example.ru/coffee',
      price: 45990.5,
      reserved: false,
      reservedBy: '',
      picture: null,
    });
    clock.advance(MINUTES);
    const linen = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Постельное бельё' });
    expect(linen).toMatchObject({ link: '', price: null, reserved: false });
    expect(await ok<Wish>(anna, 'PATCH', `/gifts/wishlist/${linen.id}`, { price: 8900 })).toMatchObject({
      title: 'Постельное бельё',
      price: 8900,
    });
    expect((await ok<Wish[]>(anna, 'GET', '/gifts/wishlist')).map((wish) => wish.title)).toEqual([
      'Кофемашина',
      'Постельное бельё',
    ]);
    expect(await ok(anna, 'DELETE', `/gifts/wishlist/${coffee.id}`)).toEqual({});
    expect((await ok<Wish[]>(anna, 'GET', '/gifts/wishlist')).map((wish) => wish.id)).toEqual([linen.id]);
    expect((await call(anna, 'DELETE', `/gifts/wishlist/${coffee.id}`)).statusCode).toBe(404);
  });

  it('refuses a blank title, a link that is not a web address and a price in fractions of a kopeck', async () => {
    const anna = await couple();
    const blank = await call(anna, 'POST', '/gifts/wishlist', { title: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(fieldMessages(blank).title).toBe('Поле не может быть пустым');
    expect(
      (await call(anna, 'POST', '/gifts/wishlist', { title: 'Торт', link: 'javascript:alert(1)' })).statusCode,
    ).toBe(422);
    expect((await call(anna, 'POST', '/gifts/wishlist', { title: 'Торт', price: 1.005 })).statusCode).toBe(422);
  });

  it('records money and things from guests of the list or a free name, newest first, with the figures', async () => {
    const anna = await couple();
    const irina = await guest(anna, 'Ирина Волкова');
    const sergey = await guest(anna, 'Сергей Волков');
    const volkovs = await ok<Gift>(anna, 'POST', '/gifts', { guestIds: [irina, sergey], kind: 'money', amount: 50000 });
    expect(volkovs).toEqual({
      id: expect.any(String),
      from: 'Ирина Волкова, Сергей Волков',
      guestIds: [irina, sergey],
      kind: 'money',
      amount: 50000,
      item: '',
      thanked: false,
    });
    clock.advance(MINUTES);
    const colleagues = await ok<Gift>(anna, 'POST', '/gifts', {
      from: ' Коллеги Анны ',
      kind: 'money',
      amount: 15000.5,
    });
    expect(colleagues).toMatchObject({ from: 'Коллеги Анны', guestIds: [], amount: 15000.5 });
    clock.advance(MINUTES);
    const set = await ok<Gift>(anna, 'POST', '/gifts', { from: 'Маша', kind: 'item', item: 'Сервиз', amount: 999 });
    expect(set).toMatchObject({ kind: 'item', item: 'Сервиз', amount: null });

    expect((await ok<Gift[]>(anna, 'GET', '/gifts')).map((gift) => gift.from)).toEqual([
      'Маша',
      'Коллеги Анны',
      'Ирина Волкова, Сергей Волков',
    ]);
    expect(await ok<GiftSummary>(anna, 'GET', '/gifts/summary')).toEqual({
      money: 65000.5,
      items: 1,
      thanked: 0,
      notThanked: 3,
    });

    // The tick, and a thing that turns out to be money.
    expect(await ok<Gift>(anna, 'PATCH', `/gifts/${volkovs.id}`, { thanked: true })).toMatchObject({ thanked: true });
    expect(await ok<Gift>(anna, 'PATCH', `/gifts/${set.id}`, { kind: 'money', amount: 3000 })).toMatchObject({
      kind: 'money',
      amount: 3000,
      item: '',
    });
    expect(await ok<GiftSummary>(anna, 'GET', '/gifts/summary')).toEqual({
      money: 68000.5,
      items: 0,
      thanked: 1,
      notThanked: 2,
    });
    expect(await ok(anna, 'DELETE', `/gifts/${colleagues.id}`)).toEqual({});
    expect((await ok<Gift[]>(anna, 'GET', '/gifts')).map((gift) => gift.id)).toEqual([set.id, volkovs.id]);
    expect((await call(anna, 'PATCH', `/gifts/${colleagues.id}`, { thanked: true })).statusCode).toBe(404);
  });

  it('refuses in Russian a gift from no one, money without its sum, a thing without its name', async () => {
    const anna = await couple();
    const noOne = await call(anna, 'POST', '/gifts', { from: '  ', kind: 'money', amount: 1000 });
    expect(noOne.statusCode).toBe(422);
    expect(fieldMessages(noOne).from).toBe('Укажите, от кого подарок, или выберите гостей из списка');
    const noSum = await call(anna, 'POST', '/gifts', { from: 'Дядя Коля', kind: 'money' });
    expect(noSum.statusCode).toBe(422);
    expect(fieldMessages(noSum).amount).toBe('Поле не может быть пустым');
    const noName = await call(anna, 'POST', '/gifts', { from: 'Дядя Коля', kind: 'item', item: ' ' });
    expect(noName.statusCode).toBe(422);
    expect(fieldMessages(noName).item).toBe('Поле не может быть пустым');
    expect((await call(anna, 'POST', '/gifts', { from: 'Дядя Коля', kind: 'money', amount: 0.001 })).statusCode).toBe(
      422,
    );
    const envelope = await ok<Gift>(anna, 'POST', '/gifts', { from: 'Дядя Коля', kind: 'money', amount: 1000 });
    const toThing = await call(anna, 'PATCH', `/gifts/${envelope.id}`, { kind: 'item' });
    expect(toThing.statusCode).toBe(422);
    expect(fieldMessages(toThing).item).toBe('Поле не может быть пустым');
  });

  it("refuses (422) a guest who is not on this wedding's list, and never shows another wedding's gifts (404)", async () => {
    const anna = await couple();
    const boris = await couple();
    const borisGuest = await guest(boris, 'Гость Бориса');
    const foreign = await call(anna, 'POST', '/gifts', { guestIds: [borisGuest], kind: 'money', amount: 1000 });
    expect(foreign.statusCode).toBe(422);
    expect(fieldMessages(foreign).guestIds).toBe('Такого гостя нет в списке гостей.');
    expect(
      (await call(anna, 'POST', '/gifts', { guestIds: ['no-such-guest'], from: 'X', kind: 'money', amount: 1 }))
        .statusCode,
    ).toBe(422);

    const gift = await ok<Gift>(anna, 'POST', '/gifts', { from: 'Только наше', kind: 'money', amount: 1000 });
    const wish = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Только наше' });
    expect((await call(boris, 'PATCH', `/gifts/${gift.id}`, { thanked: true })).statusCode).toBe(404);
    expect((await call(boris, 'DELETE', `/gifts/${gift.id}`)).statusCode).toBe(404);
    expect((await call(boris, 'PATCH', `/gifts/wishlist/${wish.id}`, { title: 'Чужое' })).statusCode).toBe(404);
    expect((await call(boris, 'DELETE', `/gifts/wishlist/${wish.id}`)).statusCode).toBe(404);
    expect(await ok(boris, 'GET', '/gifts')).toEqual([]);
    expect(await ok(boris, 'GET', '/gifts/wishlist')).toEqual([]);
    expect(await ok(boris, 'GET', '/gifts/summary')).toEqual({ money: 0, items: 0, thanked: 0, notThanked: 0 });
    expect((await ok<Gift[]>(anna, 'GET', '/gifts'))[0]).toMatchObject({ from: 'Только наше', thanked: false });
  });

  it('a guest who leaves the list leaves the gift too, which keeps the name it was recorded with', async () => {
    const anna = await couple();
    const masha = await guest(anna, 'Маша Лебедева');
    const gift = await ok<Gift>(anna, 'POST', '/gifts', { guestIds: [masha], kind: 'item', item: 'Сервиз' });
    await ok(anna, 'DELETE', `/guests/${masha}`);
    expect((await ok<Gift[]>(anna, 'GET', '/gifts'))[0]).toMatchObject({
      id: gift.id,
      from: 'Маша Лебедева',
      guestIds: [],
    });
    expect(await ok<Gift>(anna, 'PATCH', `/gifts/${gift.id}`, { thanked: true })).toMatchObject({ thanked: true });
  });

  it('lets a helper record gifts and tick them at the banquet, but not delete them, nor touch the wishlist or other sections', async () => {
    const anna = await couple();
    const helper = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
    const wish = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Кофемашина' });

    const envelope = await ok<Gift>(helper, 'POST', '/gifts', {
      from: 'Семья Ковалёвых',
      kind: 'money',
      amount: 20000,
    });
    clock.advance(MINUTES);
    await ok<Gift>(helper, 'POST', '/gifts', { from: 'Дядя Коля', kind: 'money', amount: 5000 });
    expect(await ok<Gift>(helper, 'PATCH', `/gifts/${envelope.id}`, { thanked: true })).toMatchObject({
      thanked: true,
    });
    expect((await ok<Gift[]>(anna, 'GET', '/gifts')).map((gift) => gift.from)).toEqual([
      'Дядя Коля',
      'Семья Ковалёвых',
    ]);
    expect(await ok<GiftSummary>(helper, 'GET', '/gifts/summary')).toMatchObject({ money: 25000, thanked: 1 });
    expect(await ok<Wish[]>(helper, 'GET', '/gifts/wishlist')).toHaveLength(1);

    const refused = [
      await call(helper, 'DELETE', `/gifts/${envelope.id}`),
      await call(helper, 'POST', '/gifts/wishlist', { title: 'Блендер' }),
      await call(helper, 'PATCH', `/gifts/wishlist/${wish.id}`, { title: 'Блендер' }),
      await call(helper, 'DELETE', `/gifts/wishlist/${wish.id}`),
      await call(helper, 'POST', '/notes', { title: 'Заметка помощника' }),
      await call(helper, 'POST', '/guests', { name: 'Новый гость', from: 'bride' }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(HELPER_MESSAGE);
    }
    expect(await ok<Gift[]>(anna, 'GET', '/gifts')).toHaveLength(2);
  });

  it('refuses every gift write once the subscription has ended, to the couple and the helper alike', async () => {
    // signedInUser ends the subscription three days before the real now: the app's clock must be there too.
    clock.set(new Date());
    const ended = await signedInUser(t.app, { subscription: 'ended' });
    const helper = await signedInUser(t.app, { joins: { weddingId: ended.weddingId, role: 'helper' } });
    for (const user of [ended, helper]) {
      expect((await call(user, 'POST', '/gifts', { from: 'Х', kind: 'money', amount: 1 })).statusCode).toBe(403);
      expect((await call(user, 'GET', '/gifts')).statusCode).toBe(200);
    }
  });

  it('records who recorded, thanked, changed and deleted a gift in the activity', async () => {
    const anna = await couple();
    const helper = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
    const gift = await ok<Gift>(helper, 'POST', '/gifts', { from: 'Коллеги', kind: 'money', amount: 1000 });
    await ok(helper, 'PATCH', `/gifts/${gift.id}`, { thanked: true });
    await ok(anna, 'PATCH', `/gifts/${gift.id}`, { amount: 2000 });
    await ok(anna, 'DELETE', `/gifts/${gift.id}`);
    const activity = await ok<Array<{ action: string; what: string | null; email: string | null }>>(
      anna,
      'GET',
      '/wedding/activity',
    );
    expect(activity.slice(0, 4).map(({ action, what, email }) => [action, what, email])).toEqual([
      ['giftDeleted', 'Коллеги', anna.email],
      ['giftChanged', 'Коллеги', anna.email],
      ['giftThanked', 'Коллеги', helper.email],
      ['giftRecorded', 'Коллеги', helper.email],
    ]);
  });
});
