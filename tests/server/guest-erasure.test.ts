import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ActivityList } from '../../src/contract/wedding-activity.ts';
import type { Guest } from '../../src/contract/guests.ts';
import type { Invitation } from '../../src/contract/invitations.ts';
import { bindChat } from '../../server/features/telegram/repository.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 42, item 3: a household erases its own data from its page. Afterwards no row of any table
 * holds its contacts, diets or message; the couple's list keeps the names and shows that it asked.
 */
describe.each(databaseTargets)('a household erasing its data on %s (issue 42)', (target) => {
  const t = useTestApp(target);

  const EMAIL = 'olga.volkova@example.test';
  const PHONE = '+7 916 555-12-34';
  const DIET = 'без глютена и лактозы';
  const MESSAGE = 'Приедем из Твери на поезде';

  /** A household of two with contacts, an answer with diets and a message, a Telegram chat and a mail sent to it. */
  async function answeredHousehold(user: SignedInUser) {
    const [banquet] = (await t.api.get('/events', user)).json<Array<{ id: string }>>();
    const olga = (
      await t.api.post('/guests', { name: 'Ольга Волкова', from: 'bride', email: EMAIL, phone: PHONE }, user)
    ).json<Guest>();
    const ivan = (await t.api.post('/guests', { name: 'Иван Волков', from: 'bride' }, user)).json<Guest>();
    const invitation = (
      await t.api.post('/invitations', { guestIds: [olga.id, ivan.id], eventIds: [banquet!.id] }, user)
    ).json<Invitation>();
    const token = new URL(invitation.url).pathname.split('/').pop()!;
    const answered = await t.api.post(`/rsvp/${token}`, {
      answers: [
        { guestId: olga.id, eventId: banquet!.id, coming: true },
        { guestId: ivan.id, eventId: banquet!.id, coming: true },
      ],
      diets: [{ guestId: olga.id, diet: DIET }],
      message: MESSAGE,
      transfer: true,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await bindChat(t.app.db, invitation.id, '90001', new Date().toISOString());
    const sent = await t.api.post('/messages', { text: 'Автобус от ЗАГСа в 13:30.' }, user);
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.jobs.runDue();
    return { olga, ivan, invitation, token };
  }

  /** Every row of every table of the app, as text: what the erasure must have left nothing of. */
  async function everyRow(): Promise<string> {
    const tables = new Set((await t.app.db.introspection.getTables()).map((table) => table.name));
    const dumps: string[] = [];
    for (const table of tables) {
      const rows = await sql`select * from ${sql.table(table)}`.execute(t.app.db);
      dumps.push(JSON.stringify(rows.rows));
    }
    return dumps.join('\n');
  }

  it('leaves no contact, diet or message in any table, keeps the names and tells the couple', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const { invitation, token } = await answeredHousehold(user);
    const before = await everyRow();
    for (const kept of [EMAIL, PHONE, DIET, MESSAGE]) expect(before).toContain(kept);

    const page = await t.app.inject({ method: 'GET', url: `/rsvp/${token}` });
    expect(page.body).toContain('Ваши данные');
    expect(page.body).toContain('Удалить мои данные');
    const erased = await t.app.inject({
      method: 'POST',
      url: `/rsvp/${token}/erase`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: '',
    });
    expect(erased.statusCode, erased.body).toBe(303);
    expect(erased.headers.location).toBe(`/rsvp/${token}?erased=1`);
    const after = await t.app.inject({ method: 'GET', url: erased.headers.location as string });
    expect(after.body).toContain('Ваши данные удалены. У пары остались только имена.');

    const rows = await everyRow();
    for (const gone of [EMAIL, PHONE, DIET, MESSAGE]) expect(rows).not.toContain(gone);
    expect(
      await t.app.db.selectFrom('telegram_chats').selectAll().where('invitation_id', '=', invitation.id).execute(),
    ).toEqual([]);

    const guests = (await t.api.get('/guests', user)).json<Guest[]>();
    expect(guests.map(({ name, email, phone, checked }) => ({ name, email, phone, checked }))).toEqual([
      { name: 'Ольга Волкова', email: null, phone: null, checked: false },
      { name: 'Иван Волков', email: null, phone: null, checked: false },
    ]);
    const [seen] = (await t.api.get('/invitations', user)).json<Invitation[]>();
    expect(seen).toMatchObject({ erasedAt: expect.any(String), answeredAt: null, answers: [], diets: [], message: '' });
    const activity = (await t.api.get('/wedding/activity', user)).json<ActivityList>();
    expect(activity[0]).toMatchObject({ action: 'rsvpErased', what: 'Ольга Волкова, Иван Волков' });
  });

  it('erases by the JSON call too, refuses another site, and answers 404 for a wrong token', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const { token } = await answeredHousehold(user);
    const crossSite = await t.api.delete(`/rsvp/${token}`, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await t.api.get(`/rsvp/${token}`)).json()).toMatchObject({ message: MESSAGE });

    expect((await t.api.delete(`/rsvp/${token}`)).statusCode).toBe(200);
    const page = (await t.api.get(`/rsvp/${token}`)).json<{ message: string; diets: unknown[]; erasedAt: string }>();
    expect(page).toMatchObject({ message: '', diets: [], erasedAt: expect.any(String) });
    expect((await t.api.delete('/rsvp/wrongTokenWrongToken1234')).statusCode).toBe(404);
  });
});
