import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '../../src/contract/invitations.ts';
import type { Message, MessageReach } from '../../src/contract/messages.ts';
import { bindChat } from '../../server/features/telegram/repository.ts';
import { apiClient } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram.ts';
import { readOutbox } from '../support/outbox.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/* A household with a Telegram chat gets the message there too (a delivery per channel), against a fake Bot API. */
describe.each(databaseTargets)('messages by Telegram on %s', (target) => {
  let fake: FakeTelegram;
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    fake = await startFakeTelegram();
    t = await buildTestApp(target, { TELEGRAM_BOT_TOKEN: fake.token, TELEGRAM_API_URL: fake.apiUrl });
    api = apiClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('sends by e-mail and Telegram to a household that has both, and by Telegram alone to one without an address', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const [banquet] = (await api.get('/events', user)).json() as Array<{ id: string }>;
    const invite = async (name: string, email: string | null) => {
      const guest = (await api.post('/guests', { name, from: 'bride', email }, user)).json() as { id: string };
      return (
        await api.post('/invitations', { guestIds: [guest.id], eventIds: [banquet!.id] }, user)
      ).json() as Invitation;
    };
    const email = `both-${user.weddingId}@example.test`;
    const both = await invite('Ольга', email);
    const chatOnly = await invite('Дедушка', null);
    await bindChat(t.app.db, both.id, '7001', new Date().toISOString());
    await bindChat(t.app.db, chatOnly.id, '7002', new Date().toISOString());

    const reach = (await api.get('/messages/reach', user)).json() as MessageReach;
    expect(reach).toEqual({ households: 2, email: 1, telegram: 2, noContact: 0 });
    const res = await api.post('/messages', { text: 'Автобус от ЗАГСа отходит в 13:30.' }, user);
    expect(res.statusCode).toBe(201);
    await t.app.jobs.runDue();
    const message = (await api.get(`/messages/${(res.json() as Message).id}`, user)).json() as Message;
    expect(message.status).toBe('sent');
    expect(message.deliveries.map(({ invitationId, channel, status }) => ({ invitationId, channel, status }))).toEqual(
      expect.arrayContaining([
        { invitationId: both.id, channel: 'email', status: 'sent' },
        { invitationId: both.id, channel: 'telegram', status: 'sent' },
        { invitationId: chatOnly.id, channel: 'telegram', status: 'sent' },
      ]),
    );
    expect(message.deliveries).toHaveLength(3);
    const [toGrandpa] = fake.sent(7002);
    expect(toGrandpa!.text).toContain('Автобус от ЗАГСа отходит в 13:30.');
    expect(toGrandpa!.text).toContain(chatOnly.url);
    expect(fake.sent(7001)).toHaveLength(1);
    expect((await readOutbox(t.dataDir)).filter((mail) => mail.to === email)).toHaveLength(1);
  });
});
