import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../src/contract/invitations.ts';
import type { Message, MessageReach } from '../../src/contract/messages.ts';
import { messageDepsOf } from '../../server/features/messages/deps.ts';
import { sendMessageNow } from '../../server/features/messages/send.ts';
import { outboxDir, type Mailer } from '../../server/plugins/mail.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock, MINUTES } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { readOutbox } from '../support/outbox.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Messages to guests (issue 40, item 2): the audience picks households, each is reached by the
 * channels it has, the e-mail carries its own RSVP link and a way to stop such mail, a message at a
 * time goes once, and a wedding's e-mails are limited per 24 hours.
 */

const HOURS = 60 * MINUTES;

describe.each(databaseTargets)('messages to guests on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });
  const deps = () => messageDepsOf(t.app, { supportEmail: 'support@example.test' });

  const couple = async (): Promise<SignedInUser> => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    await t.app.db
      .updateTable('weddings')
      .set({ bride_name: 'Анна', groom_name: 'Пётр' })
      .where('id', '=', user.weddingId)
      .execute();
    return user;
  };
  const ok = async <T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const addGuest = async (user: SignedInUser, body: Record<string, unknown>) =>
    ok<{ id: string }>(await t.api.post('/guests', body, user));
  const invite = async (user: SignedInUser, guestIds: string[], eventIds: string[]) =>
    ok<Invitation>(await t.api.post('/invitations', { guestIds, eventIds }, user));
  const send = (user: SignedInUser, body: Record<string, unknown>) => t.api.post('/messages', body, user);
  const tokenOf = (invitation: Invitation) => invitation.url.split('/rsvp/')[1]!;
  const mailsTo = async (address: string) =>
    (await readOutbox(t.dataDir)).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());

  /**
   * Three households: Olga (bride's side, e-mail, both parts, no answer), the Smirnovs (groom's
   * side, two e-mails, the banquet, coming) and Grandma (bride's side, no contact, the banquet,
   * declined).
   */
  const wedding = async () => {
    const user = await couple();
    const [registration, banquet] = await ok<Array<{ id: string }>>(await t.api.get('/events', user));
    const suffix = user.weddingId.slice(-6);
    const olgaEmail = `olga-${suffix}@example.test`;
    const smirnovEmails = [`ivan-${suffix}@example.test`, `maria-${suffix}@example.test`];
    const olga = await addGuest(user, { name: 'Ольга', from: 'bride', email: olgaEmail, category: ['friends'] });
    const ivan = await addGuest(user, { name: 'Иван Смирнов', from: 'groom', email: smirnovEmails[0] });
    const maria = await addGuest(user, { name: 'Мария Смирнова', from: 'groom', email: smirnovEmails[1] });
    const grandma = await addGuest(user, { name: 'Бабушка Нина', from: 'bride', phone: '8 916 123-45-67' });
    const olgaInvitation = await invite(user, [olga.id], [registration!.id, banquet!.id]);
    const smirnovs = await invite(user, [ivan.id, maria.id], [banquet!.id]);
    const grandmaInvitation = await invite(user, [grandma.id], [banquet!.id]);
    const answer = (invitation: Invitation, guestIds: string[], coming: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/rsvp/${tokenOf(invitation)}`,
        payload: { answers: guestIds.map((guestId) => ({ guestId, eventId: banquet!.id, coming })) },
      });
    expect((await answer(smirnovs, [ivan.id, maria.id], true)).statusCode).toBe(200);
    expect((await answer(grandmaInvitation, [grandma.id], false)).statusCode).toBe(200);
    return {
      user,
      registration: registration!.id,
      banquet: banquet!.id,
      olgaEmail,
      smirnovEmails,
      olga: olgaInvitation,
      smirnovs,
      grandma: grandmaInvitation,
    };
  };

  it('counts the households an audience reaches, by channel: unanswered, a part of the day, a side', async () => {
    const w = await wedding();
    const reach = async (query: string) => ok<MessageReach>(await t.api.get(`/messages/reach${query}`, w.user));
    expect(await reach('')).toEqual({ households: 3, email: 2, telegram: 0, noContact: 1 });
    expect(await reach('?answer=none')).toEqual({ households: 1, email: 1, telegram: 0, noContact: 0 });
    expect(await reach(`?eventIds=${w.registration}`)).toEqual({ households: 1, email: 1, telegram: 0, noContact: 0 });
    expect(await reach('?sides=groom')).toEqual({ households: 1, email: 1, telegram: 0, noContact: 0 });
    expect(await reach('?sides=bride,common')).toEqual({ households: 2, email: 1, telegram: 0, noContact: 1 });
    expect(await reach('?answer=declined')).toEqual({ households: 1, email: 0, telegram: 0, noContact: 1 });
    expect(await reach(`?eventIds=${w.banquet}&answer=coming`)).toMatchObject({ households: 1, email: 1 });
    expect(await reach('?categories=friends')).toMatchObject({ households: 1, email: 1 });
    expect((await t.api.get('/messages/reach?sides=aunt', w.user)).statusCode).toBe(422);
  });

  it('sends a message now: a delivery per household and channel, no-contact for the household without one', async () => {
    const w = await wedding();
    const created = await ok<Message>(await send(w.user, { text: 'Автобус от ЗАГСа отходит в 13:30.' }), 201);
    expect(created).toMatchObject({
      status: 'sending',
      text: 'Автобус от ЗАГСа отходит в 13:30.',
      audience: {},
      sendAt: clock.now().toISOString(),
    });
    // In the invitations' order, which households made in one instant do not fix.
    expect(created.deliveries).toHaveLength(3);
    expect(created.deliveries).toEqual(
      expect.arrayContaining([
        { invitationId: w.olga.id, names: 'Ольга', channel: 'email', status: 'queued' },
        { invitationId: w.smirnovs.id, names: 'Иван Смирнов, Мария Смирнова', channel: 'email', status: 'queued' },
        { invitationId: w.grandma.id, names: 'Бабушка Нина', channel: 'none', status: 'no-contact' },
      ]),
    );
    await t.app.jobs.runDue();
    const sent = await ok<Message>(await t.api.get(`/messages/${created.id}`, w.user));
    expect(sent.status).toBe('sent');
    const statusOf = (id: string) => sent.deliveries.find((delivery) => delivery.invitationId === id)?.status;
    expect([statusOf(w.olga.id), statusOf(w.smirnovs.id), statusOf(w.grandma.id)]).toEqual([
      'sent',
      'sent',
      'no-contact',
    ]);
    expect((await ok<Message[]>(await t.api.get('/messages', w.user))).map((message) => message.id)).toEqual([
      created.id,
    ]);
    // One mail to the household, to both its addresses.
    const [smirnovMail] = await mailsTo(w.smirnovEmails[0]!);
    expect(smirnovMail!.text).toContain('Здравствуйте, Иван Смирнов, Мария Смирнова!');
    expect(await mailsTo(w.olgaEmail)).toHaveLength(1);
  });

  it("mails the household's own RSVP link, names the couple and offers List-Unsubscribe and a visible «Отписаться»", async () => {
    const w = await wedding();
    await ok<Message>(
      await send(w.user, { text: 'Ждём вас!\n\nДресс-код: пастель.', audience: { answer: 'none' } }),
      201,
    );
    await t.app.jobs.runDue();
    const [mail] = await mailsTo(w.olgaEmail);
    expect(mail!.subject).toBe('Сообщение от Анны и Петра');
    expect(mail!.text).toContain('Ждём вас!');
    expect(mail!.text).toContain(w.olga.url);
    expect(mail!.html).toContain(`href="${w.olga.url}"`);
    expect(mail!.html).toContain('Дресс-код: пастель.');
    const unsubscribe = `http://localhost:3000/unsubscribe/${tokenOf(w.olga)}`;
    expect(mail!.html).toContain(`href="${unsubscribe}"`);
    expect(mail!.html).toContain('>Отписаться</a>');
    const raw = (await fs.readFile(path.join(outboxDir(t.dataDir), mail!.file), 'latin1')).replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      new RegExp(`^List-Unsubscribe: <${unsubscribe}>, <mailto:[^>?]+@[^>?]+\\?subject=unsubscribe`, 'm'),
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // Only the household without an answer was in the audience.
    expect(await mailsTo(w.smirnovEmails[0]!)).toHaveLength(0);
  });

  it('sends a message at its time once, however many workers run; cancels before, 409 after', async () => {
    const w = await wedding();
    const at = new Date(clock.now().getTime() + 2 * HOURS).toISOString();
    const later = await ok<Message>(
      await send(w.user, { text: 'Завтра в 13:30', sendAt: at, audience: { sides: ['bride'] } }),
      201,
    );
    expect(later).toMatchObject({ status: 'scheduled', sendAt: at });
    const cancelled = await ok<Message>(await send(w.user, { text: 'Передумали', sendAt: at }), 201);
    await t.app.jobs.runDue();
    expect(await mailsTo(w.olgaEmail)).toHaveLength(0);
    expect(await ok(await t.api.delete(`/messages/${cancelled.id}`, w.user))).toEqual({});
    expect((await t.api.get(`/messages/${cancelled.id}`, w.user)).statusCode).toBe(404);

    clock.advance(2 * HOURS + MINUTES);
    // Three workers at once (and again): the household gets it once.
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue(), t.app.jobs.runDue()]);
    await t.app.jobs.runDue();
    expect(await mailsTo(w.olgaEmail)).toHaveLength(1);
    expect(await mailsTo(w.smirnovEmails[0]!)).toHaveLength(0);
    expect((await ok<Message>(await t.api.get(`/messages/${later.id}`, w.user))).status).toBe('sent');
    const refused = await t.api.delete(`/messages/${later.id}`, w.user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Сообщение уже отправляется, отменить его нельзя' });
  });

  it('refuses a time that has passed and an empty text, in Russian', async () => {
    const w = await wedding();
    const past = await send(w.user, { text: 'Поздно', sendAt: new Date(clock.now().getTime() - HOURS).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(fieldMessages(past).sendAt).toContain('время уже прошло');
    expect((await send(w.user, { text: '   ' })).statusCode).toBe(422);
    expect((await send(w.user, { text: 'x'.repeat(2001) })).statusCode).toBe(422);
  });

  it('stops the mail of a household that unsubscribed (the page, or one click from the mail provider)', async () => {
    const w = await wedding();
    const page = await t.app.inject({ method: 'GET', url: `/unsubscribe/${tokenOf(w.olga)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Больше не получать письма о свадьбе Анны и Петра?');
    // RFC 8058: the provider posts from its own servers, with no Origin of ours.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${tokenOf(w.olga)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.test' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('писем больше не будет');
    const reach = await ok<MessageReach>(await t.api.get('/messages/reach?answer=none', w.user));
    expect(reach).toEqual({ households: 1, email: 0, telegram: 0, noContact: 1 });
    const message = await ok<Message>(await send(w.user, { text: 'Ещё новость' }), 201);
    expect(message.deliveries.find((delivery) => delivery.invitationId === w.olga.id)).toMatchObject({
      channel: 'none',
      status: 'no-contact',
    });
    await t.app.jobs.runDue();
    expect(await mailsTo(w.olgaEmail)).toHaveLength(0);
    expect(await mailsTo(w.smirnovEmails[0]!)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/unsubscribe/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });

  it('marks a refused address failed for good, and sends what is left after an outage', async () => {
    const w = await wedding();
    const at = new Date(clock.now().getTime() + HOURS).toISOString();
    const message = await ok<Message>(
      await send(w.user, { text: 'Проверка', sendAt: at, audience: { answer: 'none' } }),
      201,
    );
    const failing = (error: object): Mailer => ({
      mode: 'smtp',
      forget: async () => {},
      send: async () => {
        throw Object.assign(new Error('smtp'), error);
      },
    });
    await expect(sendMessageNow({ ...deps(), mail: failing({ code: 'ECONNECTION' }) }, message.id)).rejects.toThrow();
    expect((await ok<Message>(await t.api.get(`/messages/${message.id}`, w.user))).status).toBe('sending');
    expect((await t.api.delete(`/messages/${message.id}`, w.user)).statusCode).toBe(409);
    // The retry goes on with what is queued; this time the server refuses the address.
    expect(
      await sendMessageNow({ ...deps(), mail: failing({ responseCode: 550 }) }, message.id, { resume: true }),
    ).toBe(true);
    const after = await ok<Message>(await t.api.get(`/messages/${message.id}`, w.user));
    expect(after).toMatchObject({ status: 'sent', deliveries: [{ channel: 'email', status: 'failed' }] });
  });

  it('retries through the scheduler after an SMTP outage, sending each household once', async () => {
    const w = await wedding();
    const mailer = t.app.mail;
    const working = mailer.send.bind(mailer);
    let outage = true;
    mailer.send = async (message) => {
      if (outage) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
      return working(message);
    };
    try {
      const message = await ok<Message>(await send(w.user, { text: 'После сбоя', audience: { answer: 'none' } }), 201);
      await t.app.jobs.runDue();
      expect((await ok<Message>(await t.api.get(`/messages/${message.id}`, w.user))).status).toBe('sending');
      outage = false;
      clock.advance(MINUTES);
      await t.app.jobs.runDue();
      expect((await ok<Message>(await t.api.get(`/messages/${message.id}`, w.user))).status).toBe('sent');
      expect(await mailsTo(w.olgaEmail)).toHaveLength(1);
    } finally {
      mailer.send = working;
    }
  });

  it("answers 404 for another wedding's message and lists none of it", async () => {
    const w = await wedding();
    const other = await couple();
    const message = await ok<Message>(
      await send(w.user, { text: 'Только наши', sendAt: new Date(clock.now().getTime() + HOURS).toISOString() }),
      201,
    );
    expect((await t.api.get(`/messages/${message.id}`, other)).statusCode).toBe(404);
    expect((await t.api.delete(`/messages/${message.id}`, other)).statusCode).toBe(404);
    expect(await ok(await t.api.get('/messages', other))).toEqual([]);
    expect((await t.api.get(`/messages/${message.id}`, w.user)).statusCode).toBe(200);
  });

  it('keeps the reminders: 7 and 2 days before by default, then as the couple sets them', async () => {
    const user = await couple();
    expect(await ok(await t.api.get('/invitations/reminders', user))).toEqual({ enabled: true, daysBefore: [7, 2] });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/invitations/reminders', payload, headers: user.headers });
    expect(await ok(await put({ enabled: true, daysBefore: [1, 14, 3] }))).toEqual({
      enabled: true,
      daysBefore: [14, 3, 1],
    });
    expect(await ok(await t.api.get('/invitations/reminders', user))).toEqual({
      enabled: true,
      daysBefore: [14, 3, 1],
    });
    expect((await put({ enabled: true, daysBefore: [0] })).statusCode).toBe(422);
    expect(await ok(await put({ enabled: false, daysBefore: [] }))).toEqual({ enabled: false, daysBefore: [] });
  });
});

describe.each(databaseTargets)('the per-wedding e-mail limit on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, { MESSAGES_EMAILS_PER_DAY: '3' }, { clock });

  it('refuses a message whose e-mails would pass the day, saying how many are left; a day later it goes', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const [banquet] = (await t.api.get('/events', user)).json() as Array<{ id: string }>;
    for (const name of ['Аня', 'Боря']) {
      const guest = (
        await t.api.post('/guests', { name, from: 'bride', email: `${name}-${user.weddingId}@example.test` }, user)
      ).json() as { id: string };
      expect(
        (await t.api.post('/invitations', { guestIds: [guest.id], eventIds: [banquet!.id] }, user)).statusCode,
      ).toBe(200);
    }
    expect((await t.api.post('/messages', { text: 'Первое' }, user)).statusCode).toBe(201);
    const refused = await t.api.post('/messages', { text: 'Второе' }, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message:
        'Столько писем за сутки не отправить: в сообщении 2, а осталось 1 из 3 на ближайшие 24 часа. Сузьте круг получателей или отправьте позже',
    });
    // Still room for a message to one household.
    const guest = (
      await t.api.post('/guests', { name: 'Вера', from: 'groom', email: `vera-${user.weddingId}@example.test` }, user)
    ).json() as { id: string };
    expect((await t.api.post('/invitations', { guestIds: [guest.id], eventIds: [banquet!.id] }, user)).statusCode).toBe(
      200,
    );
    expect((await t.api.post('/messages', { text: 'Третье', audience: { sides: ['groom'] } }, user)).statusCode).toBe(
      201,
    );
    clock.advance(25 * HOURS);
    expect((await t.api.post('/messages', { text: 'Назавтра' }, user)).statusCode).toBe(201);
    await t.app.jobs.runDue();
  });
});
