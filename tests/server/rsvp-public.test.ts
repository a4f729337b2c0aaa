import { describe, expect, it } from 'vitest';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { fieldMessages } from '../support/api.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE_MAX_BYTES = 60 * 1024;

describe.each(databaseTargets)('a household’s invitation page on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock, rateLimits: { 'rsvp-answer-token': { limit: 8, windowSeconds: 900 } } });

  const couple = async (): Promise<SignedInUser> => {
    const user = await signedInUser(t.app, { subscription: 'active', email: `c${Math.random()}@example.ru` });
    await t.app.db
      .updateTable('weddings')
      .set({ banquet_date: '2030-06-12T14:00:00.000Z', banquet_location: 'Ресторан «Сад»' })
      .where('id', '=', user.weddingId)
      .execute();
    return user;
  };

  /** A wedding with two households; the first is invited to both parts. */
  const invited = async () => {
    const user = await couple();
    const guest = async (body: Record<string, unknown>) =>
      (await t.api.post('/guests', { from: 'bride', ...body }, user)).json() as { id: string; name: string };
    const anna = await guest({ name: 'Анна Смирнова', withHalf: true });
    const ivan = await guest({ name: 'Иван Смирнов' });
    const stranger = await guest({ name: 'Сергей Другой' });
    const events = (await t.api.get('/events', user)).json() as Array<{ id: string; name: string }>;
    const invitation = (
      await t.api.post('/invitations', { guestIds: [anna.id, ivan.id], eventIds: events.map((e) => e.id) }, user)
    ).json();
    await t.api.post('/invitations', { guestIds: [stranger.id], eventIds: [events[1]!.id] }, user);
    const token = (invitation.url as string).split('/').pop()!;
    return { user, anna, ivan, stranger, events, invitation, token };
  };

  const guestsOf = async (user: SignedInUser) =>
    (await t.api.get('/guests', user)).json() as Array<{
      id: string;
      checked: boolean;
      halfName: string | null;
      children: string;
    }>;

  it('shows that household and nothing else', async () => {
    const { user, events, token } = await invited();
    const res = await t.api.get(`/rsvp/${token}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.couple).toEqual({ brideName: 'Анна', groomName: 'Пётр' });
    expect(page.guests.map((g: { name: string }) => g.name)).toEqual(['Анна Смирнова', 'Иван Смирнов']);
    expect(page.events.map((e: { id: string }) => e.id)).toEqual(events.map((e) => e.id));
    expect(page).toMatchObject({ answers: [], deadline: null, closed: false, answeredAt: null });
    expect(res.body).not.toContain('Сергей');
    expect(res.body).not.toContain(user.email);
    const html = await t.app.inject({ url: `/rsvp/${token}` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['referrer-policy']).toBe('no-referrer');
    expect(html.body).toContain('Анна и Пётр');
    expect(html.body).toContain('Регистрация');
    expect(html.body).toContain('https://yandex.ru/maps/?text=');
    expect(html.body).not.toContain('Сергей');
    expect(html.body).not.toContain(user.email);
    expect(html.body).not.toContain('<script');
    expect(Buffer.byteLength(html.body)).toBeLessThan(PAGE_MAX_BYTES);
  });

  it('takes answers and re-answers, and the guest list follows at once', async () => {
    const { user, anna, ivan, events, token, invitation } = await invited();
    const [registration, banquet] = events;
    const first = await t.api.post(`/rsvp/${token}`, {
      answers: [
        { guestId: anna.id, eventId: registration!.id, coming: true },
        { guestId: anna.id, eventId: banquet!.id, coming: true },
        { guestId: ivan.id, eventId: registration!.id, coming: false },
        { guestId: ivan.id, eventId: banquet!.id, coming: false },
      ],
      halfName: 'Олег',
      childrenCount: 2,
      diet: 'Без глютена',
      message: 'Спасибо!',
      transfer: true,
    });
    expect(first.statusCode).toBe(200);
    let guests = await guestsOf(user);
    expect(guests.find((g) => g.id === anna.id)).toMatchObject({
      checked: true,
      halfName: 'Олег',
      children: 'several',
    });
    expect(guests.find((g) => g.id === ivan.id)).toMatchObject({ checked: false });
    const listed = (await t.api.get('/invitations', user)).json().find((i: { id: string }) => i.id === invitation.id);
    expect(listed).toMatchObject({
      id: invitation.id,
      halfName: 'Олег',
      childrenCount: 2,
      diet: 'Без глютена',
      transfer: true,
    });
    expect(listed.answeredAt).toEqual(expect.any(String));

    const again = await t.api.post(`/rsvp/${token}`, {
      answers: [
        { guestId: anna.id, eventId: banquet!.id, coming: false },
        { guestId: ivan.id, eventId: banquet!.id, coming: true },
      ],
    });
    expect(again.statusCode).toBe(200);
    guests = await guestsOf(user);
    expect(guests.find((g) => g.id === anna.id)?.checked).toBe(false);
    expect(guests.find((g) => g.id === ivan.id)?.checked).toBe(true);
    expect((await t.api.get(`/rsvp/${token}`)).json().answers).toHaveLength(2);
  });

  it('leaves an entry in the wedding’s activity naming the household, and no member', async () => {
    const { user, anna, events, token } = await invited();
    const answered = await t.api.post(`/rsvp/${token}`, {
      answers: [{ guestId: anna.id, eventId: events[0]!.id, coming: true }],
    });
    expect(answered.statusCode).toBe(200);
    const activity = (await t.api.get('/wedding/activity', user)).json() as Array<Record<string, unknown>>;
    expect(activity[0]).toMatchObject({
      action: 'rsvpAnswered',
      email: null,
      what: 'Анна Смирнова, Иван Смирнов',
    });
    // A refused answer leaves none.
    const refused = await t.api.post(`/rsvp/${token}`, { answers: [], childrenCount: 99 });
    expect(refused.statusCode).toBe(422);
    const after = (await t.api.get('/wedding/activity', user)).json() as unknown[];
    expect(after).toHaveLength(activity.length);
  });

  it('refuses answers for people or parts outside the invitation, and bad input', async () => {
    const { anna, stranger, events, token } = await invited();
    const foreign = await t.api.post(`/rsvp/${token}`, {
      answers: [{ guestId: stranger.id, eventId: events[1]!.id, coming: true }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(fieldMessages(foreign).answers).toBe('В ответе есть гость или часть дня, которых нет в приглашении.');
    const other = await invited();
    const crossWedding = await t.api.post(`/rsvp/${token}`, {
      answers: [{ guestId: anna.id, eventId: other.events[0]!.id, coming: true }],
    });
    expect(crossWedding.statusCode).toBe(422);
    const tooMany = await t.api.post(`/rsvp/${token}`, { answers: [], childrenCount: 99 });
    expect(tooMany.statusCode).toBe(422);
    expect((await t.api.post(`/rsvp/${token}`, { nothing: true })).statusCode).toBe(422);
  });

  it('thanks instead of asking after the deadline', async () => {
    const { user, anna, events, token } = await invited();
    const yesterday = new Date(clock.now().getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/invitations/deadline',
      payload: { deadline: yesterday },
      headers: user.headers,
    });
    const page = (await t.api.get(`/rsvp/${token}`)).json();
    expect(page).toMatchObject({ deadline: yesterday, closed: true });
    const late = await t.api.post(`/rsvp/${token}`, {
      answers: [{ guestId: anna.id, eventId: events[0]!.id, coming: true }],
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().ui.messages[0].text).toBe('Срок ответа на приглашение прошёл: ответы больше не принимаются.');
    const html = await t.app.inject({ url: `/rsvp/${token}` });
    expect(html.body).toContain('Приём ответов завершён');
    expect(html.body).not.toContain('type="radio"');
  });

  it('shows the household its own tables after the deadline, and nothing of the other households', async () => {
    const { user, anna, ivan, stranger, token } = await invited();
    const table = async (name: string) =>
      (await t.api.post('/seating/tables', { name, seats: 8 }, user)).json() as { id: string };
    const put = (url: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload: payload as object, headers: user.headers });
    const first = await table('Стол 3 «Сирень»');
    const other = await table('Стол 7 «Ромашка»');
    await put(`/seating/guests/${anna.id}`, { tableId: first.id });
    await put(`/seating/guests/${stranger.id}`, { tableId: other.id });
    // Before the deadline the plan may still change: no table is shown.
    expect((await t.api.get(`/rsvp/${token}`)).json().tables).toEqual([]);
    expect((await t.app.inject({ url: `/rsvp/${token}` })).body).not.toContain('Сирень');

    const yesterday = new Date(clock.now().getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
    await put('/invitations/deadline', { deadline: yesterday });
    const page = (await t.api.get(`/rsvp/${token}`)).json();
    // Иван is not seated yet: only Анна's table is shown.
    expect(page.tables).toEqual([{ guestId: anna.id, table: 'Стол 3 «Сирень»' }]);
    await put(`/seating/guests/${ivan.id}`, { tableId: first.id });
    const html = await t.app.inject({ url: `/rsvp/${token}` });
    expect(html.body).toContain('Ваш стол');
    expect(html.body).toContain('Анна Смирнова — <strong>Стол 3 «Сирень»</strong>');
    expect(html.body).toContain('Иван Смирнов — <strong>Стол 3 «Сирень»</strong>');
    expect(html.body).not.toContain('Ромашка');
    expect(html.body).not.toContain('Сергей');
    expect(Buffer.byteLength(html.body)).toBeLessThan(PAGE_MAX_BYTES);
    const strangers = await invited();
    expect((await t.api.get(`/rsvp/${strangers.token}`)).json().tables).toEqual([]);
  });

  it('answers 404 (a friendly page) for a wrong or revoked token', async () => {
    const { user, invitation, token } = await invited();
    expect((await t.api.get('/rsvp/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await t.api.get('/rsvp/short')).statusCode).toBe(404);
    await t.api.delete(`/invitations/${invitation.id}`, user);
    expect((await t.api.get(`/rsvp/${token}`)).statusCode).toBe(404);
    expect((await t.api.post(`/rsvp/${token}`, { answers: [] })).statusCode).toBe(404);
    const html = await t.app.inject({ url: `/rsvp/${token}` });
    expect(html.statusCode).toBe(404);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Приглашение не найдено');
  });

  it('takes the plain form with no script and redirects back to say the answer is saved', async () => {
    const { user, anna, ivan, events, token } = await invited();
    const form = new URLSearchParams({
      [`a.${anna.id}.${events[0]!.id}`]: 'yes',
      [`a.${anna.id}.${events[1]!.id}`]: 'no',
      [`a.${ivan.id}.${events[1]!.id}`]: 'yes',
      halfName: 'Олег',
      childrenCount: '1',
      diet: 'Вегетарианец',
      message: 'Будем!\r\nОбнимаем',
      overnight: '1',
    }).toString();
    const posted = await t.app.inject({
      method: 'POST',
      url: `/rsvp/${token}`,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/rsvp/${token}?saved=1`);
    const shown = await t.app.inject({ url: posted.headers.location as string });
    expect(shown.body).toContain('Ответ сохранён');
    expect(shown.body).toContain('value="Олег"');
    const guests = await guestsOf(user);
    expect(guests.find((g) => g.id === anna.id)).toMatchObject({ checked: true, halfName: 'Олег', children: 'one' });
    expect(guests.find((g) => g.id === ivan.id)?.checked).toBe(true);

    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/rsvp/${token}`,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const crossApi = await t.api.post(
      `/rsvp/${token}`,
      { answers: [] },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossApi.statusCode).toBe(403);
  });

  it('limits answers per invitation', async () => {
    const { token } = await invited();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await t.api.post(`/rsvp/${token}`, { answers: [] })).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});
