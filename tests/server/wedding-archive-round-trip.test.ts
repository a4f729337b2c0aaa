import { buffer as readAll } from 'node:stream/consumers';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import type { RouteDeclaration } from '../../src/contract/route-table.ts';
import type { WeddingImportResult } from '../../src/contract/wedding-archive.ts';
import { databaseTargets, type DatabaseTarget } from '../support/databases.ts';
import { smallPng } from '../support/images.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp, type TestAppWithApi } from '../support/test-app.ts';

/*
 * Issue 42, items 1 and 2: a wedding with every section filled goes out in one .zip and comes back
 * into an empty account, on each engine and across them, with every list, every figure and every
 * file the same; only ids and the guests' link tokens are new.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const apps = Object.fromEntries(databaseTargets.map((target) => [target, useTestApp(target)])) as Record<
  DatabaseTarget,
  TestAppWithApi
>;

function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return body;
}

async function call(t: TestAppWithApi, user: SignedInUser, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user.headers,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function ok<T = Record<string, unknown>>(
  t: TestAppWithApi,
  user: SignedInUser,
  method: Method,
  url: string,
  payload?: object,
) {
  const res = await call(t, user, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<T>();
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A couple whose plan has something in every section the archive carries. */
async function filledWedding(t: TestAppWithApi): Promise<SignedInUser> {
  const anna = await signedInUser(t.app, { subscription: 'active' });
  const go = <T = Record<string, unknown>>(method: Method, url: string, payload?: object) =>
    ok<T>(t, anna, method, url, payload);
  const categories = await go<Array<{ code: string }>>('GET', '/dictionaries/budget/category');
  await go('POST', '/budget', { name: 'Ресторан, банкет', category: categories[0]!.code, price: 300000, paid: 100000 });
  const maria = await go('POST', '/guests', {
    name: 'Мария Лебедева',
    from: 'bride',
    withHalf: true,
    email: 'maria@example.test',
  });
  const artem = await go('POST', '/guests', { name: 'Артём Новиков', from: 'groom', checked: true });
  const oleg = await go('POST', '/guests', { name: 'Олег Петров', from: 'groom' });
  await go('POST', '/notes', { title: 'Меню банкета', text: 'Утка или сёмга' });
  await go('POST', '/purchases', { name: 'Подвязка', price: 1490 });
  await go('POST', '/purchases', { name: 'Свечи на столы', bought: true });
  const periods = await go<Array<{ code: string }>>('GET', '/dictionaries/todos/period');
  const rings = await go('POST', '/todos', { task: 'Выбрать кольца', period: periods[0]!.code });
  await go('PATCH', `/todos/${rings.id as string}`, { checked: true });
  const photographer = await go('POST', '/contractors', {
    category: 'photographer',
    name: 'Студия «Свет»',
    price: 80000,
  });
  await go('POST', `/contractors/${photographer.id as string}/payments`, { amount: 20000, dueDate: '2027-05-01' });
  const uploaded = await call(
    t,
    anna,
    'POST',
    `/contractors/${photographer.id as string}/files`,
    form({}, { data: PDF, name: 'Договор с фотографом.pdf', type: 'application/pdf' }),
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await go('POST', '/day', { time: '16:00', title: 'Первый танец', contractorId: photographer.id });
  const table = await go('POST', '/seating/tables', { name: 'Стол 1', seats: 8 });
  await go('PUT', `/seating/guests/${maria.id as string}`, { tableId: table.id });
  await go('PUT', `/seating/guests/${artem.id as string}`, { tableId: table.id });
  await go('POST', '/seating/rules', { kind: 'apart', guestIds: [maria.id, artem.id] });
  const events = await go<Array<{ id: string }>>('GET', '/events');
  const invitation = await go('POST', '/invitations', {
    guestIds: [maria.id, oleg.id],
    eventIds: events.map((e) => e.id),
  });
  const token = new URL(String(invitation.url)).pathname.split('/').pop()!;
  const answered = await t.api.post(`/rsvp/${token}`, {
    answers: events.flatMap((event) => [
      { guestId: maria.id, eventId: event.id, coming: true },
      { guestId: oleg.id, eventId: event.id, coming: false },
    ]),
    diets: [{ guestId: maria.id, diet: 'без глютена' }],
    message: 'Будем!',
  });
  expect(answered.statusCode, answered.body).toBe(200);
  const card = await call(
    t,
    anna,
    'POST',
    '/looks',
    form({ title: 'Зал в зелени', category: 'hall' }, { data: await smallPng(), name: 'зал.png', type: 'image/png' }),
  );
  expect(card.statusCode, card.body).toBeLessThan(300);
  await go('POST', '/gifts', { from: 'Коллеги', kind: 'money', amount: 15000 });
  await go('POST', '/gifts', { from: 'Тётя Оля', kind: 'item', item: 'Сервиз', guestIds: [oleg.id] });
  const wish = await go('POST', '/gifts/wishlist', { title: 'Чайник' });
  const picture = await call(
    t,
    anna,
    'POST',
    `/gifts/wishlist/${wish.id as string}/picture`,
    form({}, { data: await smallPng(), name: 'kettle.png', type: 'image/png' }),
  );
  expect(picture.statusCode, picture.body).toBe(200);
  await go('PUT', '/gifts/money', { link: 'https://example.ru/pay', details: 'Карта 2202' });
  await go('PUT', '/site', {
    enabled: true,
    slug: `anna-petr-${anna.weddingId.slice(-6)}`,
    story: 'Мы познакомились весной.',
    dressCode: 'Пастельные тона',
    palette: ['#e8d5c4'],
    faq: [{ question: 'Можно с детьми?', answer: 'Да' }],
    transfer: 'Автобус в 14:00',
    accommodation: 'Гостиница рядом',
    theme: 'garden',
    password: '',
  });
  await go('POST', '/messages', { text: 'Автобус от ЗАГСа в 13:30.' });
  await t.app.jobs.runDue();
  return anna;
}

/** Every read of the plan a page makes (JSON, no parameters): what must be the same after the trip. */
const READS = planningRouteTables
  .flatMap((table) => Object.values(table) as RouteDeclaration[])
  .filter((route) => route.method === 'GET' && !route.path.includes(':') && !('file' in (route.answer as object)))
  // A piece of advice picked at random is no part of the plan.
  .filter((route) => !route.path.startsWith('/advices/'))
  .map((route) => route.path);

const ID =
  /(?<![A-Za-z0-9_-])(?:[a-z]+_[A-Za-z0-9_-]{12,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![A-Za-z0-9_-])/g;

/** An answer with ids and link tokens blanked and lists in a fixed order: what a person reads. */
function readable(value: unknown): unknown {
  if (typeof value === 'string') {
    // A link's token first: a random token may itself look like an id (letters, '_', more).
    const tokensBlanked = /^https?:/.test(value) ? value.replace(/[A-Za-z0-9_-]{20,}/g, '<token>') : value;
    return tokensBlanked.replace(ID, '<id>');
  }
  if (Array.isArray(value))
    return value.map(readable).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, readable(item)]));
  }
  return value;
}

async function readsOf(t: TestAppWithApi, user: SignedInUser) {
  const answers: Record<string, unknown> = {};
  for (const path of READS) {
    const res = await call(t, user, 'GET', path);
    answers[path] = res.statusCode === 200 ? readable(res.json()) : res.statusCode;
  }
  return answers;
}

async function filesOf(t: TestAppWithApi, weddingId: string) {
  const rows = await t.app.db
    .selectFrom('wedding_files')
    .select(['kind', 'file_name', 'content_type', 'size', 'bytes'])
    .where('wedding_id', '=', weddingId)
    .orderBy('file_name')
    .execute();
  return rows.map((row) => ({ ...row, size: Number(row.size), bytes: Buffer.from(row.bytes).toString('base64') }));
}

function importForm(zip: Buffer) {
  return form({}, { data: zip, name: 'свадьба.zip', type: 'application/zip' });
}

async function exported(t: TestAppWithApi, user: SignedInUser): Promise<Buffer> {
  const res: LightMyRequestResponse = await call(t, user, 'GET', '/wedding/export');
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(Number(res.headers['x-archive-estimate'])).toBeGreaterThan(0);
  return res.rawPayload;
}

const trips: Array<[DatabaseTarget, DatabaseTarget]> = databaseTargets.includes('postgres')
  ? [
      ['sqlite', 'sqlite'],
      ['postgres', 'postgres'],
      ['sqlite', 'postgres'],
    ]
  : [['sqlite', 'sqlite']];

describe('the whole wedding out in one file and back in (issue 42)', () => {
  it.each(trips)('from %s into an empty account on %s: every list, figure and file the same', async (from, to) => {
    const source = apps[from];
    const target = apps[to];
    const anna = await filledWedding(source);
    const before = await readsOf(source, anna);
    const zip = await exported(source, anna);

    const vera = await signedInUser(target.app, { subscription: 'active' });
    const res = await call(target, vera, 'POST', '/wedding/import', importForm(zip));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<WeddingImportResult>();
    expect(result).toMatchObject({ guests: 3, files: 4, renewedLinks: 1 });

    // On one installation the site's address is still the old wedding's: the import takes the next free one.
    const site = before['/site'] as { slug: string };
    expect(result.siteSlug).toBe(from === to ? `${site.slug}-2` : null);
    if (result.siteSlug) site.slug = result.siteSlug;
    expect(await readsOf(target, vera)).toEqual(before);
    expect(await filesOf(target, vera.weddingId)).toEqual(await filesOf(source, anna.weddingId));

    // The household's old link is the old wedding's; the new one opens the imported wedding.
    const [oldInvitation] = await ok<Array<{ url: string }>>(source, anna, 'GET', '/invitations');
    const [newInvitation] = await ok<Array<{ url: string }>>(target, vera, 'GET', '/invitations');
    expect(newInvitation!.url).not.toBe(oldInvitation!.url);
    const newToken = new URL(newInvitation!.url).pathname.split('/').pop()!;
    expect((await target.api.get(`/rsvp/${newToken}`)).statusCode).toBe(200);
  });

  it.each(databaseTargets)(
    'on %s, refuses a plan that is not empty, a damaged zip, a zip bomb and a newer format',
    async (engine) => {
      const t = apps[engine];
      const anna = await filledWedding(t);
      const zip = await exported(t, anna);
      // Anna's own plan is not empty.
      const full = await call(t, anna, 'POST', '/wedding/import', importForm(zip));
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ message: expect.stringContaining('пустой план') });

      const vera = await signedInUser(t.app, { subscription: 'active' });
      const damaged = Buffer.concat([zip.subarray(0, zip.length / 2), Buffer.alloc(100)]);
      const broken = await call(t, vera, 'POST', '/wedding/import', importForm(damaged));
      expect(broken.statusCode, broken.body).toBe(422);
      expect(broken.json()).toMatchObject({ message: expect.stringContaining('повреждён') });

      const notZip = await call(t, vera, 'POST', '/wedding/import', importForm(Buffer.from('это не архив')));
      expect(notZip.statusCode).toBe(415);

      const { bombArchive, newerArchive } = await import('../support/wedding-archives.ts');
      const bomb = await call(t, vera, 'POST', '/wedding/import', importForm(await bombArchive()));
      expect(bomb.statusCode, bomb.body).toBe(422);
      expect(bomb.json()).toMatchObject({ message: expect.stringContaining('распаковки') });

      const newer = await call(t, vera, 'POST', '/wedding/import', importForm(await newerArchive(zip)));
      expect(newer.statusCode, newer.body).toBe(422);
      expect(newer.json()).toMatchObject({ message: expect.stringContaining('более новой версии') });

      // Nothing was written by any of them: Vera's plan is still empty and takes the good file.
      expect((await ok<unknown[]>(t, vera, 'GET', '/guests')).length).toBe(0);
      const good = await call(t, vera, 'POST', '/wedding/import', importForm(zip));
      expect(good.statusCode, good.body).toBe(200);

      // A helper neither takes the wedding out nor brings one in.
      const helper = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
      expect((await call(t, helper, 'GET', '/wedding/export')).statusCode).toBe(403);
    },
  );
});

describe('an export that cannot be made whole', () => {
  it('ends as a failed download, never a zip left open or missing a part', async () => {
    const t = apps.sqlite;
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const { weddingArchive } = await import('../../server/features/wedding-archive/export.ts');
    const { stream } = await weddingArchive({
      db: t.app.db,
      weddingId: anna.weddingId,
      now: new Date(),
      sheets: [{ name: 'broken.xlsx', make: () => Promise.reject(new Error('the sheet broke')) }],
    });
    await expect(readAll(stream)).rejects.toThrow('the sheet broke');
  });
});
