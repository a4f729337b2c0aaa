import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { wishPicturePath, type Wish } from '../../src/contract/gifts.ts';
import type { Site, SiteRequest } from '../../src/contract/site.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { coupleWithPlaces, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const SITE_MAX_BYTES = 60 * 1024;

const SITE: SiteRequest = {
  enabled: true,
  slug: '',
  story: 'Мы познакомились весной в книжном магазине.\n\nЧерез три года — здесь.',
  dressCode: 'Пастельные тона, мужчинам — без галстука.',
  palette: ['#e8d5c4', '#c9d6c4', '#a3b18a', '#7d8f69', '#f1e3d3', '#6b705c'],
  faq: Array.from({ length: 6 }, (_, i) => ({ question: `Вопрос ${i + 1}?`, answer: 'Ответ. '.repeat(40) })),
  transfer: 'Автобус отправится от метро «Парк культуры» в 14:00 и отвезёт всех обратно в 23:30.',
  accommodation: 'Для гостей из других городов забронированы номера в гостинице рядом с рестораном.',
  theme: 'classic',
  password: '',
};

describe.each(databaseTargets)('a guest on the wedding site on %s (issue 41)', (target) => {
  const clock = createTestClock(new Date('2026-12-01T21:00:00.000Z'));
  const t = useTestApp(target, {}, { clock });

  let count = 0;
  const couple = async () => {
    const user = await coupleWithPlaces(t.app, {
      registrationDate: '2027-06-12T11:00:00.000Z',
      registrationLocation: 'Грибоедовский ЗАГС, Малый Харитоньевский пер., 10',
      banquetDate: '2027-06-12T15:00:00.000Z',
      banquetLocation: 'Ресторан «Сад», Москва',
    });
    await t.api.get('/events', user);
    return user;
  };
  const api = (
    user: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(user ? user.headers : {}),
        ...(cookie ? { cookie } : {}),
        'x-forwarded-for': `198.51.100.${(count % 200) + 1}`,
      },
      ...(payload ? { payload } : {}),
    });
  const openSite = async (user: SignedInUser, changes: Partial<SiteRequest> = {}) => {
    count += 1;
    const slug = `gosti-${target}-${Date.now().toString(36)}-${count}`;
    const res = await api(user, 'PUT', '/site', { ...SITE, slug, ...changes });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Site>();
  };
  const wish = async (user: SignedInUser, title: string, price: number | null = 3990) => {
    const res = await api(user, 'POST', '/gifts/wishlist', { title, price, link: 'https://example.ru/item' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Wish>();
  };
  const device = (name: string) => `wsd=device-${name}-0123456789abcdef`;
  const reserve = (slug: string, id: string, cookie: string, name?: string) =>
    api(null, 'POST', `/site/${slug}/wishlist/${id}/reserve`, name === undefined ? {} : { name }, cookie);
  const cancel = (slug: string, id: string, cookie: string) =>
    api(null, 'DELETE', `/site/${slug}/wishlist/${id}/reserve`, undefined, cookie);

  it('gives a gift to one of two guests choosing it at once; the other hears «Этот подарок уже выбран»', async () => {
    const anna = await couple();
    const site = await openSite(anna);
    const kettle = await wish(anna, 'Чайник');
    const answers = await Promise.all([
      reserve(site.slug, kettle.id, device('a'), 'Оля'),
      reserve(site.slug, kettle.id, device('b')),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().ui.messages[0].text).toBe('Этот подарок уже выбран');
    expect((await reserve(site.slug, kettle.id, device('c'))).statusCode).toBe(409);
    // The couple sees it taken.
    expect((await api(anna, 'GET', '/gifts/wishlist')).json<Wish[]>()[0]!.reserved).toBe(true);
  });

  it('lets only the device that chose a gift cancel it, then another may choose it', async () => {
    const anna = await couple();
    const site = await openSite(anna);
    const kettle = await wish(anna, 'Чайник');
    expect((await reserve(site.slug, kettle.id, device('a'))).statusCode).toBe(200);
    const foreign = await cancel(site.slug, kettle.id, device('b'));
    expect(foreign.statusCode).toBe(409);
    expect((await cancel(site.slug, kettle.id, device('a'))).statusCode).toBe(200);
    expect((await reserve(site.slug, kettle.id, device('b'))).statusCode).toBe(200);
    expect((await reserve(site.slug, 'gw_nothing', device('b'))).statusCode).toBe(404);
  });

  it('makes a device cookie on the first call, refuses another site, an off site and one behind its password', async () => {
    const anna = await couple();
    const site = await openSite(anna);
    const kettle = await wish(anna, 'Чайник');
    const first = await reserve(site.slug, kettle.id, '');
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(/wsd=[A-Za-z0-9_-]+;.*HttpOnly/);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/api/v1/site/${site.slug}/wishlist/${kettle.id}/reserve`,
      headers: { origin: 'https://evil.example', cookie: device('x') },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    const closed = await openSite(anna, { slug: site.slug, password: 'ромашка' });
    const spoon = await wish(anna, 'Ложки');
    expect((await reserve(closed.slug, spoon.id, device('a'))).statusCode).toBe(403);
    await openSite(anna, { slug: site.slug, enabled: false });
    expect((await reserve(site.slug, spoon.id, device('a'))).statusCode).toBe(404);
  });

  it('chooses and cancels with the page’s own forms, no script: post, redirect, the page says so', async () => {
    const anna = await couple();
    const site = await openSite(anna);
    const kettle = await wish(anna, 'Чайник');
    const first = await t.app.inject({ method: 'GET', url: `/w/${site.slug}` });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^wsd=/);
    expect(first.body).toContain(`action="/w/${site.slug}/wishlist/${kettle.id}/reserve"`);
    expect(first.body).toContain('Как вас зовут (необязательно)');
    const form = (path: string, body = '') =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const chosen = await form(`/w/${site.slug}/wishlist/${kettle.id}/reserve`, 'name=%D0%9E%D0%BB%D1%8F');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`/w/${site.slug}?done=reserved#gifts`);
    const after = await t.app.inject({ method: 'GET', url: `/w/${site.slug}?done=reserved`, headers: { cookie } });
    expect(after.body).toContain('Вы выбрали этот подарок');
    expect(after.body).toContain('Отменить выбор');
    const other = await t.app.inject({ method: 'GET', url: `/w/${site.slug}`, headers: { cookie: device('z') } });
    expect(other.body).toContain('уже выбран');
    expect(other.body).not.toContain(`wishlist/${kettle.id}/reserve"`);
    const cancelled = await form(`/w/${site.slug}/wishlist/${kettle.id}/cancel`);
    expect(cancelled.headers.location).toBe(`/w/${site.slug}?done=cancelled#gifts`);
  });

  it('holds the whole page under 60 KiB on the wire with every file it loads, its content there with no script', async () => {
    const anna = await couple();
    for (const theme of ['classic', 'garden', 'minimal'] as const) {
      const site = await openSite(anna, { theme });
      for (let i = 0; i < 12; i += 1) await wish(anna, `Подарок номер ${i + 1} из списка желаний`, 1000 * (i + 1));
      await t.app.db
        .insertInto('gift_money')
        .values({
          wedding_id: anna.weddingId,
          link: 'https://qr.nspk.ru/AS1000670LSS7DN18SJQDNP4B05KLJL2?type=01&bank=100000000111',
          details: 'Перевод по СБП на номер +7 900 000-00-00, Анна С.',
          updated_at: '2026-12-01T21:00:00.000Z',
        })
        .onConflict((conflict) => conflict.column('wedding_id').doNothing())
        .execute();
      const res = await t.app.inject({ method: 'GET', url: `/w/${site.slug}`, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      const html = decoded(res.rawPayload, res.headers['content-encoding']);
      // Every file the page loads (stylesheets, scripts, icons, fonts), fetched and summed as served; the
      // couple's own pictures of gifts aside, and links the guest follows (the answer page, the site itself).
      const references = [...html.matchAll(/(?:src|href)="(\/[^"]*)"/g)]
        .map((match) => match[1]!)
        .filter((path) => !/^\/(rsvp|w)\//.test(path) && !path.startsWith(wishPicturePath('')));
      let bytes = res.rawPayload.length + headerBytes(res.headers);
      for (const path of references) {
        const file = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
        bytes += file.rawPayload.length + headerBytes(file.headers);
      }
      expect(bytes, theme).toBeLessThan(SITE_MAX_BYTES);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/ on[a-z]+="/i);
      for (const shown of [
        'Анна и Пётр',
        '12 июня 2027',
        'Регистрация',
        'Грибоедовский ЗАГС',
        'https://yandex.ru/maps/?text=',
        'книжном магазине',
        'Пастельные тона',
        'background:#6b705c',
        'Вопрос 6?',
        'Парк культуры',
        'забронированы номера',
        'Подарок номер 12',
        'Выбрать',
        '<svg',
        'не принимает и не хранит деньги',
      ]) {
        expect(html, `${theme}: ${shown}`).toContain(shown);
      }
      await t.app.db.deleteFrom('gift_wishes').where('wedding_id', '=', anna.weddingId).execute();
    }
  });
});

/** The page's text as the browser reads it, whatever its encoding on the wire. */
function decoded(payload: Buffer, encoding: unknown): string {
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  return payload.toString('utf8');
}

/** The answer's head as sent: its status line and headers. */
function headerBytes(headers: Record<string, unknown>): number {
  return Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 17);
}
