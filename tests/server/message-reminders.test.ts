import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../src/contract/invitations.ts';
import type { Message } from '../../src/contract/messages.ts';
import { moscowDay } from '../../server/features/messages/reminders.ts';
import { createTestClock, MINUTES } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { readOutbox } from '../support/outbox.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/* The RSVP reminders (issue 40, item 3), on the days the couple set before the deadline, with the test clock. */

const HOURS = 60 * MINUTES;
const DAYS = 24 * HOURS;
const moscowHour = (at: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Moscow', hour: 'numeric', hourCycle: 'h23' }).format(at));

describe.each(databaseTargets)('RSVP reminders on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  const put = (user: SignedInUser, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload, headers: user.headers });
  const mailsTo = async (address: string) => (await readOutbox(t.dataDir)).filter((mail) => mail.to === address);

  /** A couple with two households by e-mail, one of which has answered; the deadline `days` ahead. */
  const wedding = async (days: number) => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const [banquet] = (await t.api.get('/events', user)).json() as Array<{ id: string }>;
    const suffix = user.weddingId.slice(-6);
    const invite = async (name: string, email: string) => {
      const guest = (await t.api.post('/guests', { name, from: 'bride', email }, user)).json() as { id: string };
      const res = await t.api.post('/invitations', { guestIds: [guest.id], eventIds: [banquet!.id] }, user);
      return { guestId: guest.id, invitation: res.json() as Invitation, email };
    };
    const waiting = await invite('Ольга', `olga-${suffix}@example.test`);
    const answered = await invite('Иван', `ivan-${suffix}@example.test`);
    const token = answered.invitation.url.split('/rsvp/')[1]!;
    const answer = { answers: [{ guestId: answered.guestId, eventId: banquet!.id, coming: true }] };
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/rsvp/${token}`, payload: answer })).statusCode).toBe(
      200,
    );
    const deadline = moscowDay(new Date(clock.now().getTime() + days * DAYS));
    expect((await put(user, '/invitations/deadline', { deadline })).statusCode).toBe(200);
    return { user, waiting, answered };
  };

  it('reminds the households with no answer on a set day, once that day, and not on other days', async () => {
    // From 10:00 Moscow time: move the clock there if the day is younger.
    const hour = moscowHour(clock.now());
    if (hour < 10) clock.advance((10 - hour) * HOURS);
    const seven = await wedding(7);
    const three = await wedding(3);
    const off = await wedding(7);
    expect((await put(off.user, '/invitations/reminders', { enabled: false, daysBefore: [7] })).statusCode).toBe(200);

    await t.app.jobs.runDue();
    const [reminder] = await mailsTo(seven.waiting.email);
    expect(reminder!.text).toContain('Напоминаем: мы ждём вашего ответа на приглашение до');
    expect(reminder!.text).toContain(seven.waiting.invitation.url);
    expect(await mailsTo(seven.answered.email)).toHaveLength(0);
    expect(await mailsTo(three.waiting.email)).toHaveLength(0);
    expect(await mailsTo(off.waiting.email)).toHaveLength(0);
    const [listed] = (await t.api.get('/messages', seven.user)).json() as Message[];
    expect(listed).toMatchObject({ audience: { answer: 'none' }, status: 'sent' });

    // Later sweeps the same day make no second reminder.
    clock.advance(HOURS + MINUTES);
    await t.app.jobs.runDue();
    expect(await mailsTo(seven.waiting.email)).toHaveLength(1);
  });
});
