import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { Consultation, ConsultationSlot } from '../../src/contract/consultations.ts';
import { outboxDir } from '../../server/plugins/mail.ts';
import { runSupportCommand } from '../../server/support/commands.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { waitForMail } from '../support/outbox.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SUPPORT = 'support@wedding.example';

/*
 * The consultation the subscription includes (issue 38, item 9; api.md "Consultation"): support
 * opens slots from the command line, a paid couple books one per paid period with a topic, both the
 * couple and support get a mail with a calendar file, the couple cancels up to 2 hours before.
 */
describe.each(databaseTargets)('the consultation on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, { SUPPORT_EMAIL: SUPPORT }, { clock });

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });

  async function support(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const context = { db: t.app.db, clock: t.app.clock, sendConfirmationCode: async () => {} };
    const code = await runSupportCommand(context, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  /** A start `days` days from the test clock's now at a whole hour, as support types it. */
  let hourOffset = 0;
  const slotTime = (days: number) => {
    hourOffset += 1;
    const start = new Date(clock.now().getTime() + days * DAY_MS + hourOffset * HOUR_MS);
    start.setUTCMinutes(0, 0, 0);
    return start.toISOString().replace('.000Z', 'Z');
  };

  async function openSlot(days = 3): Promise<ConsultationSlot> {
    const time = slotTime(days);
    const opened = await support('consultation-slots', 'add', time);
    expect(opened.code, opened.err).toBe(0);
    const couple = await signedInUser(t.app, { subscription: 'active' });
    const slots = (await call(couple, 'GET', '/consultations/slots')).json<ConsultationSlot[]>();
    const slot = slots.find((candidate) => candidate.startsAt === new Date(time).toISOString());
    expect(slot, `slot ${time} among ${JSON.stringify(slots)}`).toBeDefined();
    return slot!;
  }

  async function attachmentsOf(file: string) {
    const mail = await simpleParser(await fs.readFile(path.join(outboxDir(t.dataDir), file)));
    return mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      text: attachment.content.toString('utf8'),
    }));
  }

  it('books a slot with a topic, mails the couple and support a calendar file, and takes the slot off the list', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId } });
    const slot = await openSlot();

    const res = await call(anna, 'POST', '/consultations', { slotId: slot.id, topic: '  Как уложиться в бюджет?  ' });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json<Consultation>();
    expect(booking).toEqual({
      id: expect.any(String),
      slotId: slot.id,
      startsAt: slot.startsAt,
      endsAt: new Date(Date.parse(slot.startsAt) + 15 * 60_000).toISOString(),
      topic: 'Как уложиться в бюджет?',
      bookedAt: clock.now().toISOString(),
    });
    // The partner sees it; nobody is offered the slot any more.
    expect((await call(petr, 'GET', '/consultations')).json()).toEqual([booking]);
    const stranger = await signedInUser(t.app, { subscription: 'active' });
    const free = (await call(stranger, 'GET', '/consultations/slots')).json<ConsultationSlot[]>();
    expect(free.map((candidate) => candidate.id)).not.toContain(slot.id);

    for (const address of [anna.email, petr.email]) {
      const mail = await waitForMail(t.dataDir, address);
      expect(mail.subject).toMatch(/^Консультация забронирована/);
      expect(mail.text).toContain('Тема: Как уложиться в бюджет?');
      expect(mail.text).toContain('/profile/settings');
      const [calendar] = await attachmentsOf(mail.file);
      expect(calendar?.contentType).toBe('text/calendar');
      expect(calendar?.text).toContain('METHOD:REQUEST');
      expect(calendar?.text).toContain(`UID:${booking.id}@wedding-planner`);
    }
    const supportMail = await waitForMail(t.dataDir, SUPPORT);
    expect(supportMail.subject).toMatch(/^Новая запись на консультацию/);
    expect(supportMail.text).toContain('Анна и Пётр');
    expect(supportMail.text).toContain(anna.email);
    expect(supportMail.text).toContain('Как уложиться в бюджет?');
    expect((await attachmentsOf(supportMail.file))[0]?.text).toContain('DTSTART');

    // Support's list of that day names the couple and the topic.
    const day = new Date(Date.parse(slot.startsAt) + 3 * HOUR_MS).toISOString().slice(0, 10);
    const listed = await support('consultations', day);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(anna.email);
    expect(listed.out).toContain('Как уложиться в бюджет?');
  });

  it('allows one booking per paid period: a second is 409 until the next payment or grant', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const [first, second] = [await openSlot(), await openSlot()];
    expect((await call(anna, 'POST', '/consultations', { slotId: first.id, topic: 'Бюджет' })).statusCode).toBe(200);
    const again = await call(anna, 'POST', '/consultations', { slotId: second.id, topic: 'Гости' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('В этом оплаченном периоде консультация уже забронирована.');

    // A new period (support grants days, as a payment would) brings a new consultation.
    clock.advance(60_000);
    const granted = await support('grant', anna.email, '30', '--reason', 'test');
    expect(granted.code, granted.err).toBe(0);
    expect((await call(anna, 'POST', '/consultations', { slotId: second.id, topic: 'Гости' })).statusCode).toBe(200);
  });

  it('gives one slot to one of two couples booking it at the same moment', async () => {
    const slot = await openSlot();
    const couples = await Promise.all([1, 2, 3].map(() => signedInUser(t.app, { subscription: 'active' })));
    const answers = await Promise.all(
      couples.map((couple) => call(couple, 'POST', '/consultations', { slotId: slot.id, topic: 'Рассадка' })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().message).toBe('Это время уже заняли или до него меньше двух часов. Выберите другое.');
  });

  it('cancels until 2 hours before the start, freeing the slot and mailing a cancellation; later it is 409', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const slot = await openSlot(1);
    const booking = (
      await call(anna, 'POST', '/consultations', { slotId: slot.id, topic: 'Тайминг' })
    ).json<Consultation>();
    const booked = await waitForMail(t.dataDir, anna.email);

    expect((await call(anna, 'DELETE', `/consultations/${booking.id}`)).json()).toEqual({});
    expect((await call(anna, 'GET', '/consultations')).json()).toEqual([]);
    expect((await call(anna, 'GET', '/consultations/slots')).json<ConsultationSlot[]>().map((s) => s.id)).toContain(
      slot.id,
    );
    const cancelled = await waitForMail(t.dataDir, anna.email, { after: booked.file });
    expect(cancelled.subject).toMatch(/^Консультация отменена/);
    expect((await attachmentsOf(cancelled.file))[0]?.text).toContain('METHOD:CANCEL');

    // Booked again, then too close to the start to cancel.
    const again = (
      await call(anna, 'POST', '/consultations', { slotId: slot.id, topic: 'Тайминг' })
    ).json<Consultation>();
    clock.advance(Date.parse(slot.startsAt) - HOUR_MS - clock.now().getTime());
    const late = await call(anna, 'DELETE', `/consultations/${again.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Отменить запись можно не позже чем за 2 часа до начала.');
  });

  it('refuses a blank topic, an unknown slot, a foreign booking, helpers and couples who never paid', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const slot = await openSlot();
    const blank = await call(anna, 'POST', '/consultations', { slotId: slot.id, topic: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(fieldMessages(blank).topic).toBe('Поле не может быть пустым');
    const unknown = await call(anna, 'POST', '/consultations', { slotId: 'sl_nope', topic: 'Бюджет' });
    expect(unknown.statusCode).toBe(422);
    expect(fieldMessages(unknown).slotId).toBe('Выберите время из списка');

    const booking = (
      await call(anna, 'POST', '/consultations', { slotId: slot.id, topic: 'Бюджет' })
    ).json<Consultation>();
    const stranger = await signedInUser(t.app, { subscription: 'active' });
    expect((await call(stranger, 'DELETE', `/consultations/${booking.id}`)).statusCode).toBe(404);

    const helper = await signedInUser(t.app, { joins: { weddingId: stranger.weddingId, role: 'helper' } });
    const other = await openSlot();
    expect((await call(helper, 'POST', '/consultations', { slotId: other.id, topic: 'Бюджет' })).statusCode).toBe(403);
    const unpaid = await signedInUser(t.app);
    expect((await call(unpaid, 'GET', '/consultations/slots')).statusCode).toBe(403);
    expect((await call(unpaid, 'POST', '/consultations', { slotId: other.id, topic: 'Бюджет' })).statusCode).toBe(403);
  });

  it('lets support open slots only at future times written with an offset, and lists free ones', async () => {
    expect((await support('consultation-slots', 'add', '2027-03-01T12:00')).code).toBe(2);
    expect((await support('consultation-slots', 'add', '2020-03-01T12:00+03:00')).code).toBe(2);
    const time = slotTime(5);
    const first = await support('consultation-slots', 'add', time, time);
    expect(first.out).toMatch(/^Opened /);
    const second = await support('consultation-slots', 'add', time);
    expect(second.out).toMatch(/^Existing /);
    const day = new Date(Date.parse(time) + 3 * HOUR_MS).toISOString().slice(0, 10);
    expect((await support('consultations', day)).out).toMatch(/free/);
  });
});
