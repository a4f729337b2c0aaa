import { describe, expect, it } from 'vitest';
import type { Guest } from '../../src/contract/guests.ts';
import type { Invitation, WeddingEvent } from '../../src/contract/invitations.ts';
import type { ActivityEntry } from '../../src/contract/wedding-activity.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 40, point 6: a household that answers by phone has its answer recorded by the couple in one
 * step, checked as the guest page checks it, the deadline aside, and the guest list follows at once.
 */
describe.each(databaseTargets)('an answer the couple records for a household on %s', (target) => {
  const clock = createTestClock(new Date('2027-05-20T09:00:00.000Z'));
  const t = useTestApp(target, {}, { clock });

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const ok = async <T>(user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('takes the answer after the deadline, confirms the guest and says so in the activity', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const helper = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
    await t.app.db
      .updateTable('sessions')
      .set({ created_at: clock.now().toISOString(), expires_at: '2027-12-31T00:00:00.000Z' })
      .where('user_id', 'in', [anna.id, helper.id])
      .execute();
    await t.app.db
      .updateTable('subscriptions')
      .set({ expires_at: '2027-12-31T00:00:00.000Z' })
      .where('wedding_id', '=', anna.weddingId)
      .execute();
    const aunt = await ok<Guest>(anna, 'POST', '/guests', { name: 'Тётя Люба', from: 'bride' });
    const events = await ok<WeddingEvent[]>(anna, 'GET', '/events');
    const invitation = await ok<Invitation>(anna, 'POST', '/invitations', {
      guestIds: [aunt.id],
      eventIds: events.map((event) => event.id),
    });
    await ok(anna, 'PUT', '/invitations/deadline', { deadline: '2027-05-10' });

    const answers = events.map((event, part) => ({ guestId: aunt.id, eventId: event.id, coming: part === 1 }));
    const recorded = await ok<Invitation>(anna, 'PUT', `/invitations/${invitation.id}/answer`, { answers });
    expect(recorded).toMatchObject({ id: invitation.id, answeredAt: '2027-05-20T09:00:00.000Z', answers });
    expect((await ok<Guest[]>(anna, 'GET', '/guests')).find((guest) => guest.id === aunt.id)?.checked).toBe(true);
    const activity = await ok<ActivityEntry[]>(anna, 'GET', '/wedding/activity');
    expect(activity[0]).toMatchObject({ email: anna.email, action: 'answerRecorded' });

    const stranger = await call(anna, 'PUT', `/invitations/${invitation.id}/answer`, {
      answers: [{ guestId: 'g_nobody', eventId: events[0]!.id, coming: true }],
    });
    expect(stranger.statusCode).toBe(422);
    expect(Object.values(fieldMessages(stranger))[0]).toMatch(/[а-я]/);
    expect((await call(anna, 'PUT', '/invitations/inv_nobody/answer', { answers: [] })).statusCode).toBe(404);
    expect((await call(helper, 'PUT', `/invitations/${invitation.id}/answer`, { answers })).statusCode).toBe(403);

    // The household's own page stays closed after the deadline.
    const token = new URL(invitation.url).pathname.split('/').pop()!;
    const late = await t.app.inject({ method: 'POST', url: `/api/v1/rsvp/${token}`, payload: { answers } });
    expect(late.statusCode).toBe(422);
  });
});
