import { describe, expect, it } from 'vitest';
import type { WeddingMember } from '../../src/contract/wedding.ts';
import { grantSubscriptionDays } from '../../server/features/subscriptions/public.ts';
import { createTestClock, type TestClock } from '../support/clock.ts';
import { databaseTargets, type DatabaseTarget } from '../support/databases.ts';
import { readOutbox } from '../support/outbox.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp, type TestAppWithApi } from '../support/test-app.ts';

const HOURS = 3_600_000;
const DAYS = 24 * HOURS;
const SUBJECT = 'План свадьбы будет удалён, если не продлить подписку';

/*
 * Issue 42, point 4: a wedding whose subscription ended WEDDING_RETENTION_DAYS ago (365 unless set)
 * loses its plan, never silently: the owner and partners are mailed a month and a week before, with
 * the date, the way to keep it (renewing) and the export's link; the deletion waits until both
 * mails went, at least a week after the last. The members keep their accounts, together, in an
 * empty wedding. The sweep is a recurring job: the tests move the clock and run the due jobs.
 */

/** The wedding's couple (owner, partner) and helper, its subscription ended at `end`, a guest in its plan. */
async function endedWedding(t: TestAppWithApi, clock: TestClock, end: Date) {
  const owner = await signedInUser(t.app, { subscription: 'active' });
  const partner = await signedInUser(t.app, { joins: { weddingId: owner.weddingId, role: 'partner' } });
  const helper = await signedInUser(t.app, { joins: { weddingId: owner.weddingId, role: 'helper' } });
  await t.app.db
    .updateTable('subscriptions')
    .set({ expires_at: end.toISOString() })
    .where('wedding_id', '=', owner.weddingId)
    .execute();
  clock.set(new Date(end.getTime() - DAYS));
  const guest = await call(t, clock, owner, 'POST', '/guests', { name: 'Ольга Иванова', from: 'bride' });
  expect(guest.statusCode, guest.body).toBe(200);
  return { owner, partner, helper };
}

/** A call with the user's session made live at the clock's time (sessions end; the clock moves years). */
async function call(
  t: TestAppWithApi,
  clock: TestClock,
  user: SignedInUser,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const now = clock.now().getTime();
  await t.app.db
    .updateTable('sessions')
    .set({ created_at: new Date(now).toISOString(), expires_at: new Date(now + DAYS).toISOString() })
    .where('user_id', '=', user.id)
    .execute();
  return t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
}

const retentionMails = async (t: TestAppWithApi, user: SignedInUser) =>
  (await readOutbox(t.dataDir)).filter((mail) => mail.to === user.email && mail.subject === SUBJECT);

const weddingExists = async (t: TestAppWithApi, weddingId: string) =>
  (await t.app.db.selectFrom('weddings').select('id').where('id', '=', weddingId).executeTakeFirst()) !== undefined;

/** Runs the due jobs at `at`: each test keeps to its own years, as each hour's sweep is one job. */
async function sweepAt(t: TestAppWithApi, clock: TestClock, at: Date) {
  clock.set(at);
  await t.app.jobs.runDue();
}

describe.each(databaseTargets)('a plan kept after its subscription ended on %s', (target: DatabaseTarget) => {
  const clock = createTestClock(new Date('2030-01-01T00:00:00.000Z'));
  const t = useTestApp(target, {}, { clock });

  it('mails the owner and the partner a month and a week before the deletion, once each, with the date and the links', async () => {
    const end = new Date('2030-01-10T09:00:00.000Z');
    const deletion = new Date(end.getTime() + 365 * DAYS);
    const { owner, partner, helper } = await endedWedding(t, clock, end);

    await sweepAt(t, clock, new Date(deletion.getTime() - 31 * DAYS));
    expect(await retentionMails(t, owner)).toEqual([]);

    await sweepAt(t, clock, new Date(deletion.getTime() - 30 * DAYS));
    const [month] = await retentionMails(t, owner);
    expect(month?.text).toContain('Подписка на план свадьбы Анны и Петра закончилась 10.01.2030.');
    expect(month?.text).toContain('Через 30 дней, 10.01.2031, план будет удалён');
    expect(month?.text).toContain(
      'продлите подписку — тогда ничего не удалится:\nhttp://localhost:3000/profile/subscriptions',
    );
    expect(month?.text).toContain('скачайте её в настройках:\nhttp://localhost:3000/profile/settings#export');
    expect(month?.html).toContain('<a href="http://localhost:3000/profile/settings#export">');
    expect((await retentionMails(t, partner)).map((mail) => mail.text)).toEqual([month?.text]);
    expect(await retentionMails(t, helper)).toEqual([]);

    // The next hour's sweep finds the warning sent.
    await sweepAt(t, clock, new Date(deletion.getTime() - 30 * DAYS + HOURS));
    expect(await retentionMails(t, owner)).toHaveLength(1);

    await sweepAt(t, clock, new Date(deletion.getTime() - 7 * DAYS));
    const week = (await retentionMails(t, owner))[1];
    expect(week?.text).toContain('Через 7 дней, 10.01.2031, план будет удалён');
    expect(await retentionMails(t, partner)).toHaveLength(2);
    await sweepAt(t, clock, new Date(deletion.getTime() - 7 * DAYS + HOURS));
    expect(await retentionMails(t, owner)).toHaveLength(2);
    expect(await weddingExists(t, owner.weddingId)).toBe(true);
  });

  it('deletes the plan on the date once both mails went; the members keep their accounts together in an empty wedding', async () => {
    const end = new Date('2033-01-10T09:00:00.000Z');
    const deletion = new Date(end.getTime() + 365 * DAYS);
    const { owner, partner, helper } = await endedWedding(t, clock, end);
    await sweepAt(t, clock, new Date(deletion.getTime() - 30 * DAYS));
    await sweepAt(t, clock, new Date(deletion.getTime() - 7 * DAYS));
    expect(await retentionMails(t, owner)).toHaveLength(2);

    await sweepAt(t, clock, new Date(deletion.getTime() - HOURS));
    expect(await weddingExists(t, owner.weddingId)).toBe(true);

    await sweepAt(t, clock, deletion);
    expect(await weddingExists(t, owner.weddingId)).toBe(false);
    const guests = await t.app.db.selectFrom('guests').select('id').where('wedding_id', '=', owner.weddingId).execute();
    expect(guests).toEqual([]);

    const whoami = await call(t, clock, owner, 'GET', '/whoami');
    expect(whoami.statusCode, whoami.body).toBe(200);
    expect(whoami.json()).toMatchObject({ email: owner.email, brideName: null, groomName: null, subscriptions: null });
    const members = await call(t, clock, partner, 'GET', '/wedding/members');
    expect(members.statusCode, members.body).toBe(200);
    expect(
      members
        .json<WeddingMember[]>()
        .map((member) => [member.email, member.role])
        .sort(),
    ).toEqual(
      [
        [owner.email, 'owner'],
        [partner.email, 'partner'],
        [helper.email, 'helper'],
      ].sort(),
    );
    // The new wedding has no subscription: no more warnings.
    await sweepAt(t, clock, new Date(deletion.getTime() + 400 * DAYS));
    expect(await retentionMails(t, owner)).toHaveLength(2);
  });

  it('never deletes without both mails: when they could not go in time, the date moves to a week after the last', async () => {
    // Ended long before its first sweep (the setting just got shorter, or the feature is new).
    const firstSweep = new Date('2036-03-01T09:00:00.000Z');
    const { owner } = await endedWedding(t, clock, new Date(firstSweep.getTime() - 400 * DAYS));

    await sweepAt(t, clock, firstSweep);
    const [month] = await retentionMails(t, owner);
    expect(month?.text).toContain('Через 14 дней, 15.03.2036, план будет удалён');
    expect(await weddingExists(t, owner.weddingId)).toBe(true);

    // No sweep ran for three weeks: past the date said, only the week's warning goes, naming a new one.
    const late = new Date(firstSweep.getTime() + 21 * DAYS);
    await sweepAt(t, clock, late);
    const week = (await retentionMails(t, owner))[1];
    expect(week?.text).toContain('Через 7 дней, 29.03.2036, план будет удалён');
    expect(await weddingExists(t, owner.weddingId)).toBe(true);

    await sweepAt(t, clock, new Date(late.getTime() + 7 * DAYS - HOURS));
    expect(await weddingExists(t, owner.weddingId)).toBe(true);
    await sweepAt(t, clock, new Date(late.getTime() + 7 * DAYS));
    expect(await weddingExists(t, owner.weddingId)).toBe(false);
    expect(await retentionMails(t, owner)).toHaveLength(2);
  });

  it('keeps the plan once the subscription is renewed, and warns afresh when the renewal ends too', async () => {
    const end = new Date('2039-01-10T09:00:00.000Z');
    const deletion = new Date(end.getTime() + 365 * DAYS);
    const { owner } = await endedWedding(t, clock, end);
    await sweepAt(t, clock, new Date(deletion.getTime() - 30 * DAYS));
    await sweepAt(t, clock, new Date(deletion.getTime() - 7 * DAYS));
    expect(await retentionMails(t, owner)).toHaveLength(2);

    const renewed = await grantSubscriptionDays(t.app.db, {
      weddingId: owner.weddingId,
      days: 30,
      reason: 'renewed',
      grantedBy: 'test',
      now: new Date(deletion.getTime() - 2 * DAYS),
    });
    await sweepAt(t, clock, deletion);
    await sweepAt(t, clock, new Date(deletion.getTime() + 20 * DAYS));
    expect(await weddingExists(t, owner.weddingId)).toBe(true);
    expect(await retentionMails(t, owner)).toHaveLength(2);
    const guests = await call(t, clock, owner, 'GET', '/guests');
    expect(guests.json<Array<{ name: string }>>().map((guest) => guest.name)).toEqual(['Ольга Иванова']);

    // The renewal ended in its turn: the year counts from its end, with two new warnings.
    const nextDeletion = new Date(Date.parse(renewed.newExpiresAt) + 365 * DAYS);
    await sweepAt(t, clock, new Date(nextDeletion.getTime() - 30 * DAYS));
    expect(await retentionMails(t, owner)).toHaveLength(3);
    expect(await weddingExists(t, owner.weddingId)).toBe(true);
  });
});

describe.each(databaseTargets)('WEDDING_RETENTION_DAYS=0 on %s', (target: DatabaseTarget) => {
  const clock = createTestClock(new Date('2030-01-01T00:00:00.000Z'));
  const t = useTestApp(target, { WEDDING_RETENTION_DAYS: '0' }, { clock });

  it('keeps a plan forever, with no warnings', async () => {
    const end = new Date('2030-01-10T09:00:00.000Z');
    const { owner, partner } = await endedWedding(t, clock, end);
    for (const days of [335, 358, 365, 366, 3650]) await sweepAt(t, clock, new Date(end.getTime() + days * DAYS));
    expect(await weddingExists(t, owner.weddingId)).toBe(true);
    expect(await retentionMails(t, owner)).toEqual([]);
    expect(await retentionMails(t, partner)).toEqual([]);
  });
});
