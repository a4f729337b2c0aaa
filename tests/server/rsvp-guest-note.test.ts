import { describe, expect, it } from 'vitest';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOTE = 'мама Анны, не сажать с бывшим';

/*
 * What guests see is their name; the couple's note about them (the guest's `comment`) stays with
 * the couple (issue 38 item 4): not on the household's page (API and HTML, before and after the
 * deadline), not in its QR code.
 */
describe.each(databaseTargets)('the couple’s note about a guest on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  it('never reaches the household’s page, its answers or its QR code; the couple still reads it', async () => {
    const user = await signedInUser(t.app, { subscription: 'active', email: `n${Math.random()}@example.ru` });
    const olga = (
      await t.api.post(
        '/guests',
        { name: 'Ольга Петрова', from: 'bride', comment: NOTE, withHalf: true, halfName: 'Олег' },
        user,
      )
    ).json() as { id: string };
    const events = (await t.api.get('/events', user)).json() as Array<{ id: string }>;
    const invitation = (
      await t.api.post('/invitations', { guestIds: [olga.id], eventIds: events.map((e) => e.id) }, user)
    ).json() as { id: string; url: string };
    const token = invitation.url.split('/').pop()!;

    const api = await t.api.get(`/rsvp/${token}`);
    expect(api.json().guests).toEqual([
      { id: olga.id, name: 'Ольга Петрова', withHalf: true, halfName: 'Олег', children: 'none' },
    ]);
    expect(api.body).not.toContain(NOTE);
    const page = await t.app.inject({ url: `/rsvp/${token}` });
    expect(page.body).toContain('Здравствуйте, Ольга Петрова!');
    expect(page.body).not.toContain(NOTE);

    // Answered, then closed with a table: the thanks, the summary and the table name only her.
    await t.api.post(`/rsvp/${token}`, {
      answers: events.map((event) => ({ guestId: olga.id, eventId: event.id, coming: true })),
      diets: [{ guestId: olga.id, diet: 'Без мяса' }],
    });
    const table = (await t.api.post('/seating/tables', { name: 'Стол 2', seats: 8 }, user)).json() as { id: string };
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload, headers: user.headers });
    await put(`/seating/guests/${olga.id}`, { tableId: table.id });
    await put('/invitations/deadline', {
      deadline: new Date(clock.now().getTime() - 2 * DAY_MS).toISOString().slice(0, 10),
    });
    const closed = await t.app.inject({ url: `/rsvp/${token}` });
    expect(closed.body).toContain('Ольга Петрова — <strong>Стол 2</strong>');
    expect(closed.body).not.toContain(NOTE);
    expect((await t.api.get(`/rsvp/${token}`)).body).not.toContain(NOTE);
    const qr = await t.api.get(`/invitations/${invitation.id}/qr.svg`, user);
    expect(qr.statusCode).toBe(200);
    expect(qr.body).not.toContain(NOTE);

    // The couple's own list keeps the note beside the name.
    const guests = (await t.api.get('/guests', user)).json() as Array<{ id: string; name: string; comment: string }>;
    expect(guests.find((guest) => guest.id === olga.id)).toMatchObject({ name: 'Ольга Петрова', comment: NOTE });
  });
});
