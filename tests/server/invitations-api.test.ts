import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../support/api.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { coupleWithPlaces, signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)('the invitations API on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  const couple = async (): Promise<SignedInUser> => {
    return coupleWithPlaces(t.app, {
      registrationDate: '2027-06-12T10:00:00.000Z',
      registrationLocation: 'Грибоедовский ЗАГС',
      banquetDate: '2027-06-12T14:00:00.000Z',
      banquetLocation: 'Ресторан «Сад»',
    });
  };
  const addGuest = async (user: SignedInUser, body: Record<string, unknown>) => {
    const res = await t.api.post('/guests', { from: 'bride', ...body }, user);
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; name: string };
  };
  const put = (url: string, payload: unknown, user: SignedInUser) =>
    t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload: payload as object, headers: user.headers });

  it('starts a wedding with the registration and the banquet from the wizard, once', async () => {
    const user = await couple();
    const res = await t.api.get('/events', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        name: 'Регистрация',
        startsAt: '2027-06-12T10:00:00.000Z',
        place: 'Грибоедовский ЗАГС',
        address: '',
      },
      {
        id: expect.any(String),
        name: 'Банкет',
        startsAt: '2027-06-12T14:00:00.000Z',
        place: 'Ресторан «Сад»',
        address: '',
      },
    ]);
    for (const event of res.json()) expect((await t.api.delete(`/events/${event.id}`, user)).statusCode).toBe(200);
    expect((await t.api.get('/events', user)).json()).toEqual([]);
  });

  it('adds, renames, times and removes a part of the day', async () => {
    const user = await couple();
    const added = await t.api.post('/events', { name: 'Прогулка', place: 'Воробьёвы горы' }, user);
    expect(added.statusCode).toBe(200);
    const id = added.json().id;
    const changed = await t.api.patch(
      `/events/${id}`,
      { name: 'Фотопрогулка', startsAt: '2027-06-12T12:00:00.000Z' },
      user,
    );
    expect(changed.json()).toMatchObject({
      name: 'Фотопрогулка',
      startsAt: '2027-06-12T12:00:00.000Z',
      place: 'Воробьёвы горы',
    });
    expect((await t.api.get('/events', user)).json().map((e: { name: string }) => e.name)).toEqual([
      'Регистрация',
      'Банкет',
      'Фотопрогулка',
    ]);
    const blank = await t.api.post('/events', { name: '  ' }, user);
    expect(blank.statusCode).toBe(422);
    expect(fieldMessages(blank).name).toBe('Поле не может быть пустым');
    expect((await t.api.delete(`/events/${id}`, user)).statusCode).toBe(200);
    expect((await t.api.delete(`/events/${id}`, user)).statusCode).toBe(404);
  });

  it('invites a household with an unguessable link and a QR code, and revokes it', async () => {
    const user = await couple();
    const anna = await addGuest(user, { name: 'Анна Смирнова', withHalf: true });
    const ivan = await addGuest(user, { name: 'Иван Смирнов' });
    const events = (await t.api.get('/events', user)).json();
    const res = await t.api.post('/invitations', { guestIds: [anna.id, ivan.id], eventIds: [events[1].id] }, user);
    expect(res.statusCode).toBe(200);
    const invitation = res.json();
    expect(invitation).toMatchObject({
      guestIds: [anna.id, ivan.id],
      eventIds: [events[1].id],
      answeredAt: null,
      answers: [],
      childrenCount: 0,
    });
    expect(invitation.url).toMatch(/^http:\/\/localhost:3000\/rsvp\/[A-Za-z0-9_-]{22}$/);
    // The token is stored hashed for the lookup: the page is found by the SHA-256 only.
    const token = invitation.url.split('/').pop();
    const row = await t.app.db
      .selectFrom('rsvp_invitations')
      .selectAll()
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect((await t.api.get('/invitations', user)).json()).toEqual([invitation]);

    const qr = await t.api.get(`/invitations/${invitation.id}/qr.svg`, user);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);

    // A guest is on one invitation only.
    const again = await t.api.post('/invitations', { guestIds: [ivan.id], eventIds: [events[0].id] }, user);
    expect(again.statusCode).toBe(422);
    expect(fieldMessages(again).guestIds).toBe('Гость «Иван Смирнов» уже есть в другом приглашении.');

    expect((await t.api.delete(`/invitations/${invitation.id}`, user)).statusCode).toBe(200);
    expect((await t.api.get('/invitations', user)).json()).toEqual([]);
    expect((await t.api.get(`/rsvp/${token}`)).statusCode).toBe(404);
    expect((await t.api.delete(`/invitations/${invitation.id}`, user)).statusCode).toBe(404);
  });

  it('invites a whole side or category in bulk, one invitation per guest not yet invited', async () => {
    const user = await couple();
    const a = await addGuest(user, { name: 'Ольга', from: 'groom', category: ['friends'] });
    await addGuest(user, { name: 'Пётр', from: 'groom', category: ['colleagues'] });
    await addGuest(user, { name: 'Мария', from: 'bride', category: ['friends'] });
    const events = (await t.api.get('/events', user)).json();
    await t.api.post('/invitations', { guestIds: [a.id], eventIds: [events[0].id] }, user);
    const res = await t.api.post('/invitations/bulk', { from: 'groom', eventIds: [events[0].id, events[1].id] }, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    const friends = await t.api.post('/invitations/bulk', { category: 'friends', eventIds: [events[1].id] }, user);
    expect(friends.json()).toHaveLength(1);
    const none = await t.api.post('/invitations/bulk', { from: 'groom', eventIds: [events[0].id] }, user);
    expect(none.statusCode).toBe(422);
    expect((await t.api.get('/invitations', user)).json()).toHaveLength(3);
  });

  it('refuses guests and parts of another wedding', async () => {
    const user = await couple();
    const other = await couple();
    const theirs = await addGuest(other, { name: 'Чужой гость' });
    const theirEvents = (await t.api.get('/events', other)).json();
    const mine = await addGuest(user, { name: 'Свой гость' });
    const myEvents = (await t.api.get('/events', user)).json();
    const foreignGuest = await t.api.post('/invitations', { guestIds: [theirs.id], eventIds: [myEvents[0].id] }, user);
    expect(foreignGuest.statusCode).toBe(422);
    const foreignEvent = await t.api.post('/invitations', { guestIds: [mine.id], eventIds: [theirEvents[0].id] }, user);
    expect(foreignEvent.statusCode).toBe(422);
    const created = (
      await t.api.post('/invitations', { guestIds: [mine.id], eventIds: [myEvents[0].id] }, user)
    ).json();
    expect((await t.api.get(`/invitations/${created.id}/qr.svg`, other)).statusCode).toBe(404);
    expect((await t.api.delete(`/invitations/${created.id}`, other)).statusCode).toBe(404);
    expect((await t.api.patch(`/events/${myEvents[0].id}`, { name: 'x' }, other)).statusCode).toBe(404);
    expect((await t.api.get('/invitations', other)).json()).toEqual([]);
  });

  it('keeps a deadline and exports the answers per part for the caterer', async () => {
    const user = await couple();
    expect((await t.api.get('/invitations/deadline', user)).json()).toEqual({ deadline: null });
    const set = await put('/invitations/deadline', { deadline: '2027-05-20' }, user);
    expect(set.statusCode).toBe(200);
    expect((await t.api.get('/invitations/deadline', user)).json()).toEqual({ deadline: '2027-05-20' });
    expect((await put('/invitations/deadline', { deadline: 'soon' }, user)).statusCode).toBe(422);
    const file = await t.api.get('/invitations/answers.xlsx', user);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    clock.advance(DAY_MS);
  });

  it('is closed to a helper for writes and to an unsubscribed wedding', async () => {
    const user = await couple();
    const helper = await signedInUser(t.app, { joins: { weddingId: user.weddingId, role: 'helper' } });
    expect((await t.api.get('/events', helper)).statusCode).toBe(200);
    expect((await t.api.post('/events', { name: 'Второй день' }, helper)).statusCode).toBe(403);
    expect((await t.api.get('/invitations')).statusCode).toBe(401);
  });
});
