import { describe, expect, it } from 'vitest';
import { GIFT_MONEY_DETAILS_MAX_LENGTH, GIFT_MONEY_LINK_MAX_LENGTH, type Wish } from '../../src/contract/gifts.ts';
import { cancelWishReservation, deviceHash, giftsForSite, reserveWish } from '../../server/features/gifts/public.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock, MINUTES } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(databaseTargets)("the gifts' face to the wedding site on %s (issue 41)", (target) => {
  const clock = createTestClock(new Date('2026-12-01T21:00:00.000Z'));
  const t = useTestApp(target, {}, { clock });

  const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const ok = async <T>(user: SignedInUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const at = '2026-12-01T21:05:00.000Z';

  it('gives one reservation of two at the same moment, and the other «taken»', async () => {
    const anna = await couple();
    const kettle = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Чайник', price: 3990 });
    const results = await Promise.all([
      reserveWish(t.app.db, anna.weddingId, kettle.id, { device: 'device-a', name: 'Оля', at }),
      reserveWish(t.app.db, anna.weddingId, kettle.id, { device: 'device-b', name: '', at }),
    ]);
    expect([...results].sort()).toEqual(['reserved', 'taken']);
    const many = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Плед' });
    const five = await Promise.all(
      ['1', '2', '3', '4', '5'].map((device) =>
        reserveWish(t.app.db, anna.weddingId, many.id, { device, name: '', at }),
      ),
    );
    expect(five.filter((result) => result === 'reserved')).toHaveLength(1);
    expect(five.filter((result) => result === 'taken')).toHaveLength(4);
    expect(await reserveWish(t.app.db, anna.weddingId, 'gw_unknown', { device: 'x', name: '', at })).toBe('missing');
  });

  it("shows the site each wish, which is this device's, and lets only that device cancel", async () => {
    const anna = await couple();
    const kettle = await ok<Wish>(anna, 'POST', '/gifts/wishlist', {
      title: 'Чайник',
      link: 'https://example.ru/kettle',
      price: 3990.5,
    });
    clock.advance(MINUTES);
    const linen = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Бельё' });
    expect(await reserveWish(t.app.db, anna.weddingId, kettle.id, { device: 'tok-a', name: ' Оля\u0007 ', at })).toBe(
      'reserved',
    );
    const stored = await t.app.db
      .selectFrom('gift_wishes')
      .select(['reserved_device_hash', 'reserved_name', 'reserved_at'])
      .where('id', '=', kettle.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ reserved_device_hash: deviceHash('tok-a'), reserved_name: 'Оля', reserved_at: at });
    expect(stored.reserved_device_hash).not.toContain('tok-a');

    const forA = await giftsForSite(t.app.db, anna.weddingId, 'tok-a');
    expect(forA.wishes).toEqual([
      {
        id: kettle.id,
        title: 'Чайник',
        link: 'https://example.ru/kettle',
        price: 3990.5,
        picture: null,
        reserved: true,
        mine: true,
      },
      { id: linen.id, title: 'Бельё', link: '', price: null, picture: null, reserved: false, mine: false },
    ]);
    expect(forA.money).toBeNull();
    expect((await giftsForSite(t.app.db, anna.weddingId, 'tok-b')).wishes[0]).toMatchObject({
      reserved: true,
      mine: false,
    });
    expect((await giftsForSite(t.app.db, anna.weddingId, null)).wishes[0]).toMatchObject({
      reserved: true,
      mine: false,
    });

    expect(await cancelWishReservation(t.app.db, anna.weddingId, kettle.id, 'tok-b')).toBe('notYours');
    expect(await cancelWishReservation(t.app.db, anna.weddingId, linen.id, 'tok-a')).toBe('notYours');
    expect(await cancelWishReservation(t.app.db, anna.weddingId, 'gw_unknown', 'tok-a')).toBe('missing');
    expect(await cancelWishReservation(t.app.db, anna.weddingId, kettle.id, 'tok-a')).toBe('cancelled');
    expect((await giftsForSite(t.app.db, anna.weddingId, 'tok-a')).wishes[0]).toMatchObject({
      reserved: false,
      mine: false,
    });
    expect(await reserveWish(t.app.db, anna.weddingId, kettle.id, { device: 'tok-b', name: '', at })).toBe('reserved');
  });

  it("keeps one wedding's wishes from another's site", async () => {
    const anna = await couple();
    const maria = await couple();
    const kettle = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Чайник' });
    expect(await reserveWish(t.app.db, maria.weddingId, kettle.id, { device: 'x', name: '', at })).toBe('missing');
    expect(await cancelWishReservation(t.app.db, maria.weddingId, kettle.id, 'x')).toBe('missing');
    expect((await giftsForSite(t.app.db, maria.weddingId, null)).wishes).toEqual([]);
  });

  it('shows the money block with a QR code of the link, or of the details when there is no link', async () => {
    const anna = await couple();
    const money = (link: string, details: string) =>
      t.app.db
        .insertInto('gift_money')
        .values({ wedding_id: anna.weddingId, link, details, updated_at: at })
        .onConflict((oc) => oc.column('wedding_id').doUpdateSet({ link, details }))
        .execute();
    await money('', '');
    expect((await giftsForSite(t.app.db, anna.weddingId, null)).money).toBeNull();
    await money('https://qr.nspk.ru/AS1000', 'Карта 2200 0000 0000 0000');
    const withLink = (await giftsForSite(t.app.db, anna.weddingId, null)).money;
    expect(withLink).toMatchObject({ link: 'https://qr.nspk.ru/AS1000', details: 'Карта 2200 0000 0000 0000' });
    expect(withLink?.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    await money('', 'Карта 2200 0000 0000 0000');
    const detailsOnly = (await giftsForSite(t.app.db, anna.weddingId, null)).money;
    expect(detailsOnly?.qrSvg).toMatch(/^<svg /);
    expect(detailsOnly?.qrSvg).not.toBe(withLink?.qrSvg);
  });

  it('shows the couple what is reserved, by whom only when the guest said, and lets them release it', async () => {
    const anna = await couple();
    const kettle = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Чайник' });
    clock.advance(MINUTES);
    const linen = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Бельё' });
    clock.advance(MINUTES);
    const plaid = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Плед' });
    await reserveWish(t.app.db, anna.weddingId, kettle.id, { device: 'a', name: 'Оля Смирнова', at });
    await reserveWish(t.app.db, anna.weddingId, linen.id, { device: 'b', name: '   ', at });
    const seen = await ok<Wish[]>(anna, 'GET', '/gifts/wishlist');
    expect(seen.map(({ reserved, reservedBy }) => ({ reserved, reservedBy }))).toEqual([
      { reserved: true, reservedBy: 'Оля Смирнова' },
      { reserved: true, reservedBy: '' },
      { reserved: false, reservedBy: '' },
    ]);
    // Editing a reserved wish keeps its reservation.
    expect(await ok<Wish>(anna, 'PATCH', `/gifts/wishlist/${kettle.id}`, { price: 3990 })).toMatchObject({
      reserved: true,
      reservedBy: 'Оля Смирнова',
    });

    const released = await ok<Wish>(anna, 'DELETE', `/gifts/wishlist/${kettle.id}/reservation`);
    expect(released).toMatchObject({ id: kettle.id, title: 'Чайник', reserved: false, reservedBy: '' });
    expect(await ok<Wish>(anna, 'DELETE', `/gifts/wishlist/${plaid.id}/reservation`)).toMatchObject({
      reserved: false,
    });
    expect((await call(anna, 'DELETE', '/gifts/wishlist/gw_unknown/reservation')).statusCode).toBe(404);
    // The old device has nothing to cancel; anyone may reserve it again.
    expect(await cancelWishReservation(t.app.db, anna.weddingId, kettle.id, 'a')).toBe('notYours');
    expect(await reserveWish(t.app.db, anna.weddingId, kettle.id, { device: 'c', name: '', at })).toBe('reserved');

    const maria = await couple();
    expect((await call(maria, 'DELETE', `/gifts/wishlist/${linen.id}/reservation`)).statusCode).toBe(404);
    expect((await ok<Wish[]>(anna, 'GET', '/gifts/wishlist'))[1]).toMatchObject({ reserved: true });
  });

  it('keeps the money block: empty at first, a link and/or details, checked and trimmed', async () => {
    const anna = await couple();
    expect(await ok(anna, 'GET', '/gifts/money')).toEqual({ link: '', details: '' });
    const link = 'https://qr.nspk.ru/AS1000?type=01&bank=100000000111';
    expect(await ok(anna, 'PUT', '/gifts/money', { link, details: ' Карта 2202\nАнна С. ' })).toEqual({
      link,
      details: 'Карта 2202\nАнна С.',
    });
    expect(await ok(anna, 'GET', '/gifts/money')).toEqual({ link, details: 'Карта 2202\nАнна С.' });
    const site = (await giftsForSite(t.app.db, anna.weddingId, null)).money;
    expect(site).toMatchObject({ link, details: 'Карта 2202\nАнна С.' });
    expect(site?.qrSvg).toMatch(/^<svg /);

    const refused = async (body: object, field: string, message?: string) => {
      const res = await call(anna, 'PUT', '/gifts/money', body);
      expect(res.statusCode, res.body).toBe(422);
      const messages = fieldMessages(res);
      expect(Object.keys(messages)).toContain(field);
      if (message) expect(messages[field]).toBe(message);
    };
    await refused({ link: 'javascript:alert(1)', details: '' }, 'link');
    await refused({ link: ' https://example.ru', details: '' }, 'link');
    await refused(
      { link: 'https://bank', details: '' },
      'link',
      'Ссылка должна вести на сайт банка: https://адрес-банка/…',
    );
    await refused({ link: 'https://%zz', details: '' }, 'link');
    await refused({ link: `https://example.ru/${'a'.repeat(GIFT_MONEY_LINK_MAX_LENGTH)}`, details: '' }, 'link');
    await refused({ link: '', details: 'я'.repeat(GIFT_MONEY_DETAILS_MAX_LENGTH + 1) }, 'details');
    await refused({ link: '', details: 'bell\u0007' }, 'details');
    expect((await call(anna, 'PUT', '/gifts/money', { link: '' })).statusCode).toBe(422);
    expect(await ok(anna, 'GET', '/gifts/money')).toEqual({ link, details: 'Карта 2202\nАнна С.' });

    // The longest details a form takes still make a QR code.
    await ok(anna, 'PUT', '/gifts/money', { link: '', details: 'я'.repeat(GIFT_MONEY_DETAILS_MAX_LENGTH) });
    expect((await giftsForSite(t.app.db, anna.weddingId, null)).money?.qrSvg).toMatch(/^<svg /);
    expect(await ok(anna, 'PUT', '/gifts/money', { link: '', details: ' ' })).toEqual({ link: '', details: '' });
    expect((await giftsForSite(t.app.db, anna.weddingId, null)).money).toBeNull();
    const maria = await couple();
    expect(await ok(maria, 'GET', '/gifts/money')).toEqual({ link: '', details: '' });
  });
});
