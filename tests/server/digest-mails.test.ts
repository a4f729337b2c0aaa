import { describe, expect, it } from 'vitest';
import type { Contractor } from '../../src/contract/contractors.ts';
import type { Guest } from '../../src/contract/guests.ts';
import type { Invitation, WeddingEvent } from '../../src/contract/invitations.ts';
import type { DigestPreview, NotificationSettings } from '../../src/contract/notifications.ts';
import { sweepNotifications } from '../../server/features/digest/service.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { readOutbox } from '../support/outbox.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const HOURS = 3_600_000;
/** Monday 1 March 2027, 09:00 in Moscow. */
const MONDAY_MORNING = new Date('2027-03-01T06:00:00.000Z');

/*
 * Issue 40, point 5: each member chooses a weekly or daily digest or none; it lists payments due
 * within 7 days and overdue (contractors' too), to-dos due, households not answered and the answers
 * since the last digest; a payment gets its own reminder the day before; mail goes in the morning of
 * the member's time zone (Moscow's unless they say otherwise), once, however many passes run.
 */
describe.each(databaseTargets)('the couple’s digest and payment reminders on %s', (target) => {
  const clock = createTestClock(MONDAY_MORNING);
  const t = useTestApp(target, {}, { clock });

  const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const ok = async <T>(user: SignedInUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const sweep = () =>
    sweepNotifications({
      db: t.app.db,
      engine: t.app.dbEngine,
      clock,
      mail: t.app.mail,
      publicUrl: 'http://localhost:3000',
      log: t.app.log,
    });
  const mailsTo = async (user: SignedInUser) => (await readOutbox(t.dataDir)).filter((mail) => mail.to === user.email);

  /** The session (and the subscription) last past the test clock's days. */
  const lasting = async (user: SignedInUser) => {
    const until = '2027-12-31T00:00:00.000Z';
    await t.app.db
      .updateTable('sessions')
      .set({ created_at: '2027-02-28T00:00:00.000Z', expires_at: until })
      .where('user_id', '=', user.id)
      .execute();
    await t.app.db
      .updateTable('subscriptions')
      .set({ expires_at: until })
      .where('wedding_id', '=', user.weddingId)
      .execute();
    return user;
  };
  const couple = async () => lasting(await signedInUser(t.app, { subscription: 'active' }));
  const member = async (of: SignedInUser, role: 'partner' | 'helper') =>
    lasting(await signedInUser(t.app, { joins: { weddingId: of.weddingId, role } }));
  const day = (offset: number) => new Date(clock.now().getTime() + offset * 24 * HOURS).toISOString().slice(0, 10);

  it('lets each member choose, helpers too, with the weekly digest in Moscow time as the default', async () => {
    const anna = await couple();
    const helper = await member(anna, 'helper');
    expect(await ok<NotificationSettings>(anna, 'GET', '/wedding/notifications')).toEqual({
      digest: 'weekly',
      paymentReminders: true,
      timeZone: 'Europe/Moscow',
    });
    expect(
      await ok<NotificationSettings>(helper, 'PUT', '/wedding/notifications', {
        digest: 'daily',
        timeZone: 'Asia/Vladivostok',
      }),
    ).toEqual({ digest: 'daily', paymentReminders: true, timeZone: 'Asia/Vladivostok' });
    // The helper's choice is theirs alone.
    expect((await ok<NotificationSettings>(anna, 'GET', '/wedding/notifications')).digest).toBe('weekly');
    expect((await ok<NotificationSettings>(helper, 'GET', '/wedding/notifications')).digest).toBe('daily');

    const wrong = await call(anna, 'PUT', '/wedding/notifications', { digest: 'hourly' });
    expect(wrong.statusCode).toBe(422);
    expect(fieldMessages(wrong).digest).toMatch(/[а-я]/);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/wedding/notifications' })).statusCode).toBe(401);
  });

  it('lists overdue and coming payments, contractors’ too, the households not answered and the new answers', async () => {
    clock.set(MONDAY_MORNING);
    const anna = await couple();
    const category = 'banquet';
    await ok(anna, 'POST', '/budget', { name: 'Кольца', category, price: 60_000, paid: 10_000, dueDate: day(-2) });
    await ok(anna, 'POST', '/budget', { name: 'Торт', category, price: 15_000, paid: null, dueDate: day(3) });
    await ok(anna, 'POST', '/budget', { name: 'Платье', category, price: 90_000, paid: 90_000, dueDate: day(1) });
    await ok(anna, 'POST', '/budget', { name: 'Лимузин', category, price: 20_000, paid: null, dueDate: day(20) });
    const photographer = await ok<Contractor>(anna, 'POST', '/contractors', {
      category: 'photographer',
      name: 'Мария Лебедева',
      status: 'booked',
      price: 80_000,
    });
    await ok(anna, 'POST', `/contractors/${photographer.id}/payments`, { amount: 20_000, dueDate: day(5) });

    const events = await ok<WeddingEvent[]>(anna, 'GET', '/events');
    const guest = async (name: string) => ok<Guest>(anna, 'POST', '/guests', { name, from: 'bride' });
    const invite = async (...guests: Guest[]) =>
      ok<Invitation>(anna, 'POST', '/invitations', {
        guestIds: guests.map((one) => one.id),
        eventIds: events.map((event) => event.id),
      });
    const ivanovs = await invite(await guest('Ольга Иванова'), await guest('Сергей Иванов'));
    await invite(await guest('Тётя Люба'));
    await invite(await guest('Дядя Коля'));
    const petrovs = await invite(await guest('Пётр Петров'));
    const answer = async (invitation: Invitation, coming: boolean) => {
      const token = new URL(invitation.url).pathname.split('/').pop()!;
      const answers = invitation.guestIds.flatMap((guestId) =>
        events.map((event) => ({ guestId, eventId: event.id, coming: coming && event === events[1] })),
      );
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/rsvp/${token}`, payload: { answers } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await answer(ivanovs, true);
    await answer(petrovs, false);

    const preview = await ok<DigestPreview>(anna, 'GET', '/wedding/notifications/preview');
    // Sums are written with no-break spaces (12 000 ₽ stays on one line).
    preview.text = preview.text.replaceAll('\u00a0', ' ');
    expect(preview.subject).toBe('Свадьба Анны и Петра: сводка на неделю');
    expect(preview.text).toContain('Просрочен 1 платёж:\n— Кольца — 50 000 ₽, срок 27 февраля');
    expect(preview.text).toContain('2 платежа в ближайшие 7 дней:\n— Торт — 15 000 ₽, срок 4 марта\n');
    expect(preview.text).toContain('— Мария Лебедева, Фотограф: предоплата — 20 000 ₽, срок 6 марта');
    expect(preview.text).not.toContain('Платье');
    expect(preview.text).not.toContain('Лимузин');
    expect(preview.text).toContain(
      `2 новых ответа на приглашение:\n— Ольга Иванова, Сергей Иванов: придут (${events[1]!.name})`,
    );
    expect(preview.text).toContain('— Пётр Петров: не смогут прийти');
    expect(preview.text).toContain('Ещё не ответили 2 семьи.');
    expect(preview.text).toContain('http://localhost:3000/profile/settings');
  });

  it('sends the weekly digest on Monday morning once, the daily one each morning, none at night or when off', async () => {
    const weekly = await couple();
    const daily = await couple();
    const off = await couple();
    const far = await couple();
    await ok(daily, 'PUT', '/wedding/notifications', { digest: 'daily' });
    await ok(off, 'PUT', '/wedding/notifications', { digest: 'off', paymentReminders: false });
    // 09:00 in Vladivostok is 23:00 in Moscow the day before: already sent by the time Moscow wakes.
    await ok(far, 'PUT', '/wedding/notifications', { digest: 'daily', timeZone: 'Asia/Vladivostok' });

    clock.set(new Date(MONDAY_MORNING.getTime() - 2 * HOURS)); // 07:00 Moscow, 14:00 Vladivostok
    await sweep();
    expect(await mailsTo(weekly)).toHaveLength(0);
    expect(await mailsTo(daily)).toHaveLength(0);
    expect((await mailsTo(far)).map((mail) => mail.subject)).toEqual(['Свадьба Анны и Петра: сводка на день']);

    clock.set(MONDAY_MORNING);
    await Promise.all([sweep(), sweep()]); // two processes at once
    await sweep();
    expect((await mailsTo(weekly)).map((mail) => mail.subject)).toEqual(['Свадьба Анны и Петра: сводка на неделю']);
    expect(await mailsTo(daily)).toHaveLength(1);
    expect(await mailsTo(off)).toHaveLength(0);
    const mail = (await mailsTo(weekly))[0]!;
    expect(mail.html).toContain('<a href="http://localhost:3000/profile/settings">');
    expect(mail.html).toContain('width=device-width');

    clock.set(new Date(MONDAY_MORNING.getTime() + 24 * HOURS)); // Tuesday
    await sweep();
    expect(await mailsTo(weekly)).toHaveLength(1);
    expect(await mailsTo(daily)).toHaveLength(2);
    expect(await mailsTo(far)).toHaveLength(2);

    clock.set(new Date(MONDAY_MORNING.getTime() + 24 * HOURS + 14 * HOURS)); // Tuesday 23:00: quiet
    await sweep();
    expect(await mailsTo(daily)).toHaveLength(2);
    clock.set(new Date(MONDAY_MORNING.getTime() + 7 * 24 * HOURS)); // the next Monday
    await sweep();
    expect(await mailsTo(weekly)).toHaveLength(2);
  });

  it('reminds of a payment the day before it falls due, once, and not when turned off or paid', async () => {
    const anna = await couple();
    const petr = await member(anna, 'partner');
    await ok(anna, 'PUT', '/wedding/notifications', { digest: 'off' });
    await ok(petr, 'PUT', '/wedding/notifications', { digest: 'off', paymentReminders: false });
    const category = 'banquet';
    clock.set(new Date('2027-03-03T07:00:00.000Z')); // Wednesday, 10:00 Moscow
    await ok(anna, 'POST', '/budget', {
      name: 'Ресторан',
      category,
      price: 200_000,
      paid: 50_000,
      dueDate: '2027-03-04',
    });
    await ok(anna, 'POST', '/budget', { name: 'Фата', category, price: 9_000, paid: 9_000, dueDate: '2027-03-04' });
    await ok(anna, 'POST', '/budget', { name: 'Ведущий', category, price: 40_000, paid: null, dueDate: '2027-03-05' });

    await sweep();
    await sweep();
    const reminders = await mailsTo(anna);
    expect(reminders.map((mail) => mail.subject)).toEqual(['Завтра платёж: Ресторан (свадьба Анны и Петра)']);
    expect(reminders[0]!.text.replaceAll('\u00a0', ' ')).toContain(
      'Завтра, 4 марта, срок платежа «Ресторан» на 150 000 ₽ (свадьба Анны и Петра).',
    );
    expect(await mailsTo(petr)).toHaveLength(0);
  });

  it('sweeps as a recurring job of the scheduler, once per quarter of an hour', async () => {
    const daily = await couple();
    await ok(daily, 'PUT', '/wedding/notifications', { digest: 'daily' });
    clock.set(new Date('2027-03-10T06:05:00.000Z')); // Wednesday, 09:05 Moscow
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect((await mailsTo(daily)).map((mail) => mail.subject)).toEqual(['Свадьба Анны и Петра: сводка на день']);
  });

  it('writes nothing to a wedding whose subscription has ended', async () => {
    clock.set(MONDAY_MORNING);
    const ended = await signedInUser(t.app, { subscription: 'ended' });
    await sweep();
    expect(await mailsTo(ended)).toHaveLength(0);
  });
});
