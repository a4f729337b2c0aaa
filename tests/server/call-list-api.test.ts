import { describe, expect, it } from 'vitest';
import type { CallList } from '../../src/contract/call-list.ts';
import type { Guest } from '../../src/contract/guests.ts';
import type { Invitation, WeddingEvent } from '../../src/contract/invitations.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 40, point 6: the households with no answer and no channel, with their phones, to call; the
 * answer recorded in one step takes the household off the list.
 */
describe.each(databaseTargets)('the call list on %s', (target) => {
  const t = useTestApp(target);

  const ok = async <T>(user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('lists the unanswered households no message reaches, those with a phone first, until their answer is recorded', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const events = await ok<WeddingEvent[]>(anna, 'GET', '/events');
    const household = async (...guests: Array<{ name: string; email?: string; phone?: string }>) => {
      const added: Guest[] = [];
      for (const guest of guests) added.push(await ok<Guest>(anna, 'POST', '/guests', { from: 'groom', ...guest }));
      const invitation = await ok<Invitation>(anna, 'POST', '/invitations', {
        guestIds: added.map((guest) => guest.id),
        eventIds: events.map((event) => event.id),
      });
      return { invitation, guests: added };
    };
    const nobody = await household({ name: 'Дед Мазай' });
    const byMail = await household({ name: 'Ольга', email: 'olga@example.ru', phone: '+7 916 000-00-01' });
    const byPhone = await household({ name: 'Тётя Люба', phone: '+7 (916) 123-45-67' }, { name: 'Дядя Коля' });
    const answered = await household({ name: 'Пётр', phone: '+79161112233' });
    const token = new URL(answered.invitation.url).pathname.split('/').pop()!;
    const answers = events.map((event) => ({ guestId: answered.guests[0]!.id, eventId: event.id, coming: true }));
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/rsvp/${token}`, payload: { answers } })).statusCode,
    ).toBe(200);

    const list = await ok<CallList>(anna, 'GET', '/invitations/calls');
    expect(list).toEqual([
      {
        invitationId: byPhone.invitation.id,
        guests: [
          { id: byPhone.guests[0]!.id, name: 'Тётя Люба', phone: '+7 (916) 123-45-67' },
          { id: byPhone.guests[1]!.id, name: 'Дядя Коля', phone: null },
        ],
        eventIds: events.map((event) => event.id),
      },
      {
        invitationId: nobody.invitation.id,
        guests: [{ id: nobody.guests[0]!.id, name: 'Дед Мазай', phone: null }],
        eventIds: events.map((event) => event.id),
      },
    ]);
    expect(list.map((entry) => entry.invitationId)).not.toContain(byMail.invitation.id);

    // Aunt Lyuba said on the phone: the banquet only, for both of them.
    await ok(anna, 'PUT', `/invitations/${byPhone.invitation.id}/answer`, {
      answers: byPhone.guests.flatMap((guest) =>
        events.map((event, part) => ({ guestId: guest.id, eventId: event.id, coming: part === 1 })),
      ),
    });
    expect((await ok<CallList>(anna, 'GET', '/invitations/calls')).map((entry) => entry.invitationId)).toEqual([
      nobody.invitation.id,
    ]);
    const guests = await ok<Guest[]>(anna, 'GET', '/guests');
    expect(
      guests
        .filter((guest) => guest.checked)
        .map((guest) => guest.name)
        .sort(),
    ).toEqual(['Дядя Коля', 'Пётр', 'Тётя Люба']);
  });
});
