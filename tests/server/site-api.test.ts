import { describe, expect, it } from 'vitest';
import type { Site, SiteRequest } from '../../src/contract/site.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { coupleWithPlaces, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const SITE: SiteRequest = {
  enabled: true,
  slug: 'anna-i-petr',
  story: 'Познакомились в книжном.\n\nИ вот — свадьба.',
  dressCode: 'Пастельные тона',
  palette: ['#E8D5C4', '#a3b18a'],
  faq: [{ question: ' Можно с детьми? ', answer: 'Конечно' }],
  transfer: 'Автобус от метро в 14:00',
  accommodation: 'Гостиница рядом',
  theme: 'garden',
  password: '',
};

describe.each(databaseTargets)('the wedding site on %s (issue 41)', (target) => {
  const clock = createTestClock(new Date('2026-12-01T21:00:00.000Z'));
  const t = useTestApp(target, {}, { clock, rateLimits: { 'site-password-client': { limit: 5, windowSeconds: 900 } } });

  let slugs = 0;
  /** A free address per test: the index is shared by the whole file's weddings. */
  const freeSlug = () => `para-${target}-${Date.now().toString(36)}-${(slugs += 1)}`;
  /** A couple whose invitations are open: the parts of the day are the site's programme. */
  const couple = async () => {
    const user = await coupleWithPlaces(t.app, {
      registrationDate: '2027-06-12T11:00:00.000Z',
      registrationLocation: 'Грибоедовский ЗАГС',
      banquetDate: '2027-06-12T15:00:00.000Z',
      banquetLocation: 'Ресторан «Сад»',
    });
    await t.api.get('/events', user);
    return user;
  };
  const put = (user: SignedInUser, body: SiteRequest) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/site', headers: user.headers, payload: body });
  const saved = async (user: SignedInUser, changes: Partial<SiteRequest> = {}) => {
    const res = await put(user, { ...SITE, slug: freeSlug(), ...changes });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Site>();
  };
  const page = (path: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

  it('suggests an address from the couple’s names, then keeps every field', async () => {
    const anna = await couple();
    const blank = (await t.api.get('/site', anna)).json<Site>();
    expect(blank).toMatchObject({ saved: false, enabled: false, theme: 'classic', password: '', faq: [], palette: [] });
    expect(blank.slug).toMatch(/^anna-i-petr(-\d+)?$/);
    const slug = freeSlug();
    const site = await saved(anna, { slug });
    expect(site).toEqual({
      ...SITE,
      slug,
      palette: ['#e8d5c4', '#a3b18a'],
      faq: [{ question: 'Можно с детьми?', answer: 'Конечно' }],
      saved: true,
    });
    expect((await t.api.get('/site', anna)).json()).toEqual(site);
  });

  it('refuses an address in Cyrillic, too short, with spaces or taken by another wedding', async () => {
    const anna = await couple();
    const olga = await couple();
    for (const slug of ['анна-петр', 'ab', 'Anna', 'anna petr', '-anna', 'a'.repeat(41)]) {
      const res = await put(anna, { ...SITE, slug });
      expect(res.statusCode, slug).toBe(422);
      expect(fieldMessages(res).slug, slug).toMatch(/латинские буквы|Поле|символ/);
    }
    const taken = await saved(anna);
    const res = await put(olga, { ...SITE, slug: taken.slug });
    expect(res.statusCode).toBe(422);
    expect(fieldMessages(res).slug).toBe('Этот адрес уже занят другой свадьбой — выберите другой');
    // The same couple may save again under its own address.
    expect((await put(anna, { ...SITE, slug: taken.slug, story: 'Другая' })).statusCode).toBe(200);
    // Another wedding's suggestion steps around a taken address.
    const suggestion = (await t.api.get('/site', olga)).json<Site>().slug;
    expect(suggestion).not.toBe(taken.slug);
  });

  it('gives one address to one of two weddings saving it at once', async () => {
    const [anna, olga] = await Promise.all([couple(), couple()]);
    const slug = freeSlug();
    const answers = await Promise.all([put(anna, { ...SITE, slug }), put(olga, { ...SITE, slug })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
  });

  it('refuses a blank question, a colour that is not #rrggbb, seven colours and an unknown design', async () => {
    const anna = await couple();
    const blank = await put(anna, { ...SITE, slug: freeSlug(), faq: [{ question: '  ', answer: 'x' }] });
    expect(blank.statusCode).toBe(422);
    expect(fieldMessages(blank)['faq.0.question']).toBe('Поле не может быть пустым');
    expect((await put(anna, { ...SITE, slug: freeSlug(), palette: ['red'] })).statusCode).toBe(422);
    expect((await put(anna, { ...SITE, slug: freeSlug(), palette: Array(7).fill('#ffffff') })).statusCode).toBe(422);
    expect((await put(anna, { ...SITE, slug: freeSlug(), theme: 'neon' as 'classic' })).statusCode).toBe(422);
  });

  it('shows the page to guests: names, parts of the day with a map, texts, swatches; noindex, no script', async () => {
    const anna = await couple();
    const site = await saved(anna);
    const res = await page(`/w/${site.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex');
    expect(res.body).toContain('Анна и Пётр');
    expect(res.body).toContain('Регистрация');
    expect(res.body).toContain('https://yandex.ru/maps/?text=');
    expect(res.body).toContain('Познакомились в книжном.');
    expect(res.body).toContain('background:#e8d5c4');
    expect(res.body).toContain('Можно с детьми?');
    expect(res.body).toContain('Автобус от метро');
    expect(res.body).not.toContain('<script');
  });

  it('is 404 while off and for an unknown address; a member previews it, framed by the app only', async () => {
    const anna = await couple();
    const site = await saved(anna, { enabled: false });
    expect((await page(`/w/${site.slug}`)).statusCode).toBe(404);
    expect((await page('/w/no-such-wedding-site')).statusCode).toBe(404);
    expect((await page('/w/%D0%B0%D0%B1%D0%B2')).statusCode).toBe(404);
    const olga = await couple();
    expect((await page(`/w/${site.slug}?preview=1`, olga.cookie)).statusCode).toBe(404);
    const preview = await page(`/w/${site.slug}?preview=1`, anna.cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Предпросмотр');
    expect(String(preview.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    const open = await saved(anna, { slug: site.slug, enabled: true });
    expect(String((await page(`/w/${open.slug}`)).headers['content-security-policy'])).toContain(
      "frame-ancestors 'none'",
    );
  });

  it('asks for the password first; the right one opens it until the password changes; tries are limited', async () => {
    const anna = await couple();
    const site = await saved(anna, { password: 'ромашка' });
    const gate = await page(`/w/${site.slug}`);
    expect(gate.statusCode).toBe(200);
    expect(gate.body).toContain('type="password"');
    expect(gate.body).not.toContain('Анна');
    expect(gate.body).not.toContain('Регистрация');
    const post = (password: string, ip = '203.0.113.7') =>
      t.app.inject({
        method: 'POST',
        url: `/w/${site.slug}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        payload: new URLSearchParams({ password }).toString(),
      });
    const wrong = await post('лютик');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Пароль не подошёл');
    const right = await post('ромашка');
    expect(right.statusCode).toBe(303);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0]!;
    expect((await page(`/w/${site.slug}`, cookie)).body).toContain('Регистрация');
    // A new password: the old cookie opens nothing.
    await saved(anna, { slug: site.slug, password: 'василёк' });
    expect((await page(`/w/${site.slug}`, cookie)).body).not.toContain('Регистрация');
    for (let i = 0; i < 3; i += 1) await post('не то');
    expect((await post('василёк')).statusCode).toBe(429);
    expect((await post('василёк', '198.51.100.9')).statusCode).toBe(303);
  });

  it('links the household page and the site both ways when the guest comes by their own link', async () => {
    const anna = await couple();
    const site = await saved(anna, { password: 'ромашка' });
    const guest = (await t.api.post('/guests', { name: 'Маша', from: 'bride' }, anna)).json<{ id: string }>();
    const events = (await t.api.get('/events', anna)).json<Array<{ id: string }>>();
    const invitation = (
      await t.api.post('/invitations', { guestIds: [guest.id], eventIds: events.map((e) => e.id) }, anna)
    ).json<{ url: string }>();
    const token = invitation.url.split('/').pop()!;
    const household = await page(`/rsvp/${token}`);
    expect(household.body).toContain(`/w/${site.slug}?from=${token}`);
    const arrival = await page(`/w/${site.slug}?from=${token}`);
    expect(arrival.statusCode).toBe(303);
    expect(arrival.headers.location).toBe(`/w/${site.slug}`);
    const cookies = ([] as string[])
      .concat(arrival.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const shown = await page(`/w/${site.slug}`, cookies);
    expect(shown.body).toContain('Регистрация');
    expect(shown.body).toContain(`href="/rsvp/${token}"`);
    // A token of another wedding links to nothing and opens nothing.
    const stranger = await page(`/w/${site.slug}?from=not-a-token`);
    expect(String(stranger.headers['set-cookie'] ?? '')).not.toContain('wsg_');
    // While the site is off, the household page does not link to it.
    await saved(anna, { slug: site.slug, enabled: false });
    expect((await page(`/rsvp/${token}`)).body).not.toContain(`/w/${site.slug}`);
  });
});
