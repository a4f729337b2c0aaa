import { describe, expect, it } from 'vitest';
import type { ContractorStatus } from '../../src/contract/contractors.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

interface Item {
  id: string;
  time: string;
  until: string | null;
  title: string;
  place: string;
  contractorId: string | null;
  who: string;
  comment: string;
}

describe.each(databaseTargets)('the wedding day API on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  /** A couple whose wizard said: registration at 11:00 and banquet at 17:00, Moscow time. */
  const couple = async (): Promise<SignedInUser> => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    await t.app.db
      .updateTable('weddings')
      .set({
        bride_name: 'Анна',
        groom_name: 'Иван',
        registration_date: '2027-06-12T08:00:00.000Z',
        registration_location: 'Грибоедовский ЗАГС',
        banquet_date: '2027-06-12T14:00:00.000Z',
        banquet_location: 'Ресторан «Сад»',
      })
      .where('id', '=', user.weddingId)
      .execute();
    return user;
  };

  /** The contractors' own API is another section's: their rows are written directly here. */
  let contractorCount = 0;
  const addContractor = async (
    user: SignedInUser,
    name: string,
    status: ContractorStatus,
    category = 'photographer',
  ) => {
    contractorCount += 1;
    const id = `ctr_test_${contractorCount}`;
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('contractors')
      .values({ id, wedding_id: user.weddingId, category, name, status, created_at: now, updated_at: now })
      .execute();
    return id;
  };

  const day = async (user: SignedInUser) => {
    const res = await t.api.get('/day', user);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      date: string | null;
      items: Item[];
      contractors: unknown[];
      conflicts: Array<{ kind: string; contractorId: string | null; itemIds: string[] }>;
    };
  };
  const add = async (user: SignedInUser, body: Record<string, unknown>) => {
    const res = await t.api.post('/day', body, user);
    expect(res.statusCode).toBe(200);
    return res.json() as Item;
  };

  it('starts from the wizard’s registration and banquet, once, on the wedding’s date', async () => {
    const user = await couple();
    const first = await day(user);
    expect(first.date).toBe('2027-06-12');
    expect(first.items).toEqual([
      expect.objectContaining({ time: '11:00', title: 'Регистрация', place: 'Грибоедовский ЗАГС', contractorId: null }),
      expect.objectContaining({ time: '17:00', title: 'Банкет', place: 'Ресторан «Сад»' }),
    ]);
    for (const item of first.items) expect((await t.api.delete(`/day/${item.id}`, user)).statusCode).toBe(200);
    expect((await day(user)).items).toEqual([]);
  });

  it('starts from the invitations’ parts of the day when the couple has them', async () => {
    const user = await couple();
    expect((await t.api.get('/events', user)).statusCode).toBe(200);
    const walk = await t.api.post(
      '/events',
      { name: 'Прогулка', startsAt: '2027-06-12T10:00:00.000Z', place: 'Воробьёвы горы', address: 'Москва' },
      user,
    );
    expect(walk.statusCode).toBe(200);
    await t.api.post('/events', { name: 'Второй день' }, user);
    const seeded = await day(user);
    expect(seeded.items.map((item) => [item.time, item.title, item.place])).toEqual([
      ['11:00', 'Регистрация', 'Грибоедовский ЗАГС'],
      ['13:00', 'Прогулка', 'Воробьёвы горы, Москва'],
      ['17:00', 'Банкет', 'Ресторан «Сад»'],
    ]);
  });

  it('seeds once when two first calls race', async () => {
    const user = await couple();
    const answers = await Promise.all([t.api.get('/day', user), t.api.get('/day', user), t.api.get('/day', user)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await day(user)).items).toHaveLength(2);
  });

  it('adds, changes and removes steps, and keeps them sorted by time', async () => {
    const user = await couple();
    const photo = await add(user, { time: '12:30', until: '15:00', title: 'Фотосессия', place: 'Парк Зарядье' });
    expect(photo).toEqual({
      id: expect.any(String),
      time: '12:30',
      until: '15:00',
      title: 'Фотосессия',
      place: 'Парк Зарядье',
      contractorId: null,
      who: '',
      comment: '',
    });
    await add(user, { time: '09:00', title: 'Сборы невесты', who: 'Подружка Маша', comment: 'Стилист к 8:30' });
    await add(user, { time: '19:00', title: 'Первый танец' });
    const changed = await t.api.patch(`/day/${photo.id}`, { time: '21:00', title: 'Торт', until: null }, user);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ time: '21:00', title: 'Торт', until: null, place: 'Парк Зарядье' });
    expect((await day(user)).items.map((item) => `${item.time} ${item.title}`)).toEqual([
      '09:00 Сборы невесты',
      '11:00 Регистрация',
      '17:00 Банкет',
      '19:00 Первый танец',
      '21:00 Торт',
    ]);
    expect((await t.api.delete(`/day/${photo.id}`, user)).statusCode).toBe(200);
    expect((await day(user)).items).toHaveLength(4);
    expect((await t.api.delete(`/day/${photo.id}`, user)).statusCode).toBe(404);
  });

  it('refuses bad steps with 422 and a Russian message on the field', async () => {
    const user = await couple();
    const blank = await t.api.post('/day', { time: '10:00', title: '   ' }, user);
    expect(blank.statusCode).toBe(422);
    expect(fieldMessages(blank).title).toBe('Поле не может быть пустым');
    const badTime = await t.api.post('/day', { time: '25:00', title: 'Салют' }, user);
    expect(badTime.statusCode).toBe(422);
    expect(Object.keys(fieldMessages(badTime))).toContain('time');
    expect((await t.api.post('/day', { title: 'Без времени' }, user)).statusCode).toBe(422);
    expect((await t.api.post('/day', { time: '10:00', title: 'x'.repeat(121) }, user)).statusCode).toBe(422);
    const unknown = await t.api.post('/day', { time: '10:00', title: 'Съёмка', contractorId: 'ctr_nobody' }, user);
    expect(unknown.statusCode).toBe(422);
    expect(fieldMessages(unknown).contractorId).toBe('Такого подрядчика нет в списке подрядчиков свадьбы.');
    const id = (await day(user)).items[0]!.id;
    expect((await t.api.patch(`/day/${id}`, { until: '7pm' }, user)).statusCode).toBe(422);
  });

  it('names contractors, shows their summary and warns of clashes and of contractors not booked', async () => {
    const user = await couple();
    const photographer = await addContractor(user, 'Фотограф Ольга', 'booked');
    const host = await addContractor(user, 'Ведущий Артём', 'talking', 'host');
    const session = await add(user, { time: '12:00', until: '15:00', title: 'Фотосессия', contractorId: photographer });
    const walk = await add(user, { time: '14:00', title: 'Прогулка с фотографом', contractorId: photographer });
    await add(user, { time: '17:00', title: 'Программа банкета', contractorId: host });
    const result = await day(user);
    expect(result.contractors).toEqual([
      { id: photographer, name: 'Фотограф Ольга', category: 'photographer', status: 'booked' },
      { id: host, name: 'Ведущий Артём', category: 'host', status: 'talking' },
    ]);
    expect(result.conflicts).toEqual([
      { kind: 'overlap', contractorId: photographer, itemIds: [session.id, walk.id] },
      { kind: 'notHired', contractorId: host, itemIds: [expect.any(String)] },
    ]);
    // Moved after the session's end, the walk no longer clashes; a booked host clears the warning.
    await t.api.patch(`/day/${walk.id}`, { time: '15:00' }, user);
    await t.app.db.updateTable('contractors').set({ status: 'paid' }).where('id', '=', host).execute();
    expect((await day(user)).conflicts).toEqual([]);
    // A contractor removed from the wedding leaves its steps with nobody named.
    await t.app.db.deleteFrom('contractors').where('id', '=', photographer).execute();
    const after = await day(user);
    expect(after.items.find((item) => item.id === session.id)?.contractorId).toBeNull();
  });

  it('warns of two of the couple’s own steps at once, not of a step someone else does beside them', async () => {
    const user = await couple();
    const dance = await add(user, { time: '20:00', until: '21:00', title: 'Первый танец' });
    const cake = await add(user, { time: '20:30', title: 'Торт' });
    await add(user, { time: '20:30', title: 'Встреча гостей у входа', who: 'Свидетельница' });
    expect((await day(user)).conflicts).toEqual([
      { kind: 'coupleOverlap', contractorId: null, itemIds: [dance.id, cake.id] },
    ]);
    await t.api.patch(`/day/${cake.id}`, { time: '21:00' }, user);
    expect((await day(user)).conflicts).toEqual([]);
  });

  it('shares a read-only public page, the same link until revoked, then 404', async () => {
    const user = await couple();
    const photographer = await addContractor(user, 'Фотограф Ольга', 'booked');
    await add(user, { time: '12:00', title: 'Фотосессия', place: 'Парк Зарядье', contractorId: photographer });
    await add(user, { time: '15:00', title: 'Сбор гостей', who: 'Свидетель Пётр', comment: 'Встречает у входа' });
    const share = await t.api.get('/day/share', user);
    expect(share.statusCode).toBe(200);
    const url = share.json().url as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/day\/[A-Za-z0-9_-]{22}$/);
    expect((await t.api.get('/day/share', user)).json().url).toBe(url);
    const token = url.split('/day/')[1]!;
    // Only the token's hash is looked up; the token is kept to show the same link again.
    const stored = await t.app.db
      .selectFrom('wedding_day')
      .selectAll()
      .where('wedding_id', '=', user.weddingId)
      .executeTakeFirst();
    expect(stored?.share_token_hash).not.toBe(token);

    const page = await t.app.inject({ url: `/day/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('Анна и Иван');
    expect(page.body).toContain('суббота, 12 июня 2027');
    for (const text of ['11:00', 'Регистрация', 'Фотосессия', 'Парк Зарядье', 'Фотограф Ольга', 'Свидетель Пётр']) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain('https://yandex.ru/maps/?text=');
    expect(page.body).not.toContain('<script');
    expect(page.body.indexOf('Регистрация')).toBeLessThan(page.body.indexOf('Фотосессия'));
    expect(Buffer.byteLength(page.body)).toBeLessThan(16 * 1024);

    expect((await t.api.delete('/day/share', user)).statusCode).toBe(200);
    const gone = await t.app.inject({ url: `/day/${token}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Страница не найдена');
    expect((await t.app.inject({ url: '/day/short' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/day/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    const fresh = (await t.api.get('/day/share', user)).json().url as string;
    expect(fresh).not.toBe(url);
    expect((await t.app.inject({ url: `/day/${fresh.split('/day/')[1]}` })).statusCode).toBe(200);
  });

  it('gives the timeline as calendar events on the wedding day, Moscow time', async () => {
    const user = await couple();
    await add(user, { time: '12:30', until: '14:00', title: 'Фотосессия', place: 'Парк Зарядье' });
    const res = await t.api.get('/day/calendar.ics', user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain('wedding-day.ics');
    const events = res.body.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(3);
    // 11:00 Moscow is 08:00 UTC; the registration lasts until the next step, 12:30.
    expect(events[0]).toContain('DTSTART:20270612T080000Z');
    expect(events[0]).toContain('DTEND:20270612T093000Z');
    expect(events[0]).toContain('SUMMARY:Регистрация');
    expect(events[1]).toContain('DTSTART:20270612T093000Z');
    expect(events[1]).toContain('DTEND:20270612T110000Z');
    expect(events[1]).toContain('LOCATION:Парк Зарядье');
    expect(events[2]).toContain('DTSTART:20270612T140000Z');
    expect(events[2]).toContain('DTEND:20270612T150000Z');
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('answers 404 for another wedding’s steps and keeps each wedding’s page its own', async () => {
    const user = await couple();
    const other = await couple();
    const theirs = await add(other, { time: '10:00', title: 'Их сборы' });
    expect((await t.api.patch(`/day/${theirs.id}`, { title: 'Наше' }, user)).statusCode).toBe(404);
    expect((await t.api.delete(`/day/${theirs.id}`, user)).statusCode).toBe(404);
    const theirContractor = await addContractor(other, 'Чужой фотограф', 'booked');
    expect(
      (await t.api.post('/day', { time: '10:00', title: 'Съёмка', contractorId: theirContractor }, user)).statusCode,
    ).toBe(422);
    expect((await day(user)).items.map((item) => item.title)).not.toContain('Их сборы');
    expect((await day(other)).items.map((item) => item.title)).toContain('Их сборы');
  });

  it('needs a session and a subscription', async () => {
    expect((await t.api.get('/day')).statusCode).toBe(401);
    const never = await signedInUser(t.app, { subscription: 'never' });
    expect((await t.api.get('/day', never)).statusCode).toBe(403);
  });
});
