import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverToTelegram, telegramChatOf, TelegramDeliveryRefused } from '../../server/features/telegram/public.ts';
import { apiClient } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The wedding's Telegram bot against a fake Bot API on 127.0.0.1 (tests/support/fake-telegram.ts):
 * the household's page offers the t.me link, /start binds the chat, a button answers a part of the
 * day for the household, the messages arrive, /stop stops them.
 */
describe.each(databaseTargets)('the Telegram bot on %s', (target) => {
  let fake: FakeTelegram;
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let nextChat = 5000;

  beforeAll(async () => {
    fake = await startFakeTelegram();
    t = await buildTestApp(target, {
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_URL: fake.apiUrl,
      // The jobs' loop keeps the leases, so the poller starts with the app (lease `telegram-poller`).
      JOBS_POLL_MS: '1000',
    });
    api = apiClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A wedding with one household of two (Анна with a +1, Иван), invited to both parts of the day. */
  const household = async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const guest = async (body: Record<string, unknown>) =>
      (await api.post('/guests', { from: 'bride', ...body }, user)).json() as { id: string; name: string };
    const anna = await guest({ name: 'Анна Смирнова', withHalf: true });
    const ivan = await guest({ name: 'Иван Смирнов' });
    const events = (await api.get('/events', user)).json() as Array<{ id: string; name: string }>;
    const invitation = (
      await api.post('/invitations', { guestIds: [anna.id, ivan.id], eventIds: events.map((e) => e.id) }, user)
    ).json() as { id: string; url: string };
    const token = invitation.url.split('/').pop()!;
    return { user, anna, ivan, events, invitation, token };
  };

  /** The page's t.me link, once the poller has learnt the bot's username. */
  const startLink = async (token: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const page = await t.app.inject({ url: `/rsvp/${token}` });
      const link = /href="(https:\/\/t\.me\/[^"]+)"/.exec(page.body)?.[1];
      if (link) return link.replace(/&amp;/g, '&');
      if (Date.now() > deadline) throw new Error('the page never offered the Telegram link');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** A household with its chat bound by /start, and the bot's greeting. */
  const bound = async () => {
    const setup = await household();
    const chat = nextChat++;
    const code = new URL(await startLink(setup.token)).searchParams.get('start')!;
    fake.message(chat, `/start ${code}`);
    const greeting = await fake.until(() => fake.sent(chat)[0]);
    return { ...setup, chat, code, greeting };
  };

  const guestsOf = async (user: SignedInUser) =>
    (await api.get('/guests', user)).json() as Array<{ id: string; name: string; checked: boolean }>;

  it('offers «Получать новости в Telegram» with a short unguessable start code for that household', async () => {
    const { token } = await household();
    const link = await startLink(token);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${fake.username}`);
    const code = url.searchParams.get('start')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const page = await t.app.inject({ url: `/rsvp/${token}` });
    expect(page.body).toContain('Получать новости в Telegram');
    // The same household keeps its code; another household gets its own.
    expect(await startLink(token)).toBe(link);
    expect(await startLink((await household()).token)).not.toBe(link);
  });

  it('binds the chat by /start and greets it naming the couple, with «приду» and «не приду» for each part', async () => {
    const { greeting, events, invitation, chat } = await bound();
    expect(greeting.text).toContain('свадьбы Анны и Петра');
    expect(greeting.text).toContain('Анна Смирнова, Иван Смирнов');
    const rows = greeting.reply_markup!.inline_keyboard;
    expect(rows.map((row) => row.map((button) => button.text))).toEqual(
      events.map((event) => [`${event.name}: приду`, `${event.name}: не приду`]),
    );
    expect(await telegramChatOf(t.app.db, invitation.id)).toBe(String(chat));
  });

  it('takes an answer by button for the whole household: the guest list and the invitation show it', async () => {
    const { user, greeting, events, chat, anna, ivan } = await bound();
    const [registration, banquet] = events;
    expect((await guestsOf(user)).filter((guest) => guest.checked)).toEqual([]);
    const pressed = fake.press(chat, greeting.message_id, greeting.reply_markup!.inline_keyboard[0]![0]!.callback_data);
    const said = await fake.until(() => fake.callbackAnswers.get(pressed));
    expect(said).toBe(`Записали: ${registration!.name} — придёте.`);
    await fake.until(() => fake.edits.find((edit) => edit.chat_id === String(chat)));
    const guests = await guestsOf(user);
    expect(
      guests
        .filter((guest) => guest.checked)
        .map((guest) => guest.id)
        .sort(),
    ).toEqual([anna.id, ivan.id].sort());
    const [invitation] = (await api.get('/invitations', user)).json() as Array<{
      answeredAt: string | null;
      answers: Array<{ guestId: string; eventId: string; coming: boolean; half?: boolean }>;
    }>;
    expect(invitation!.answeredAt).not.toBeNull();
    expect(invitation!.answers).toEqual(
      expect.arrayContaining([
        { guestId: anna.id, eventId: registration!.id, coming: true },
        { guestId: anna.id, eventId: registration!.id, coming: true, half: true },
        { guestId: ivan.id, eventId: registration!.id, coming: true },
      ]),
    );
    // The buttons now mark the answer given.
    const edit = fake.edits.findLast((one) => one.chat_id === String(chat))!;
    expect(edit.reply_markup!.inline_keyboard[0]![0]!.text).toBe(`✓ ${registration!.name}: приду`);
    expect(edit.reply_markup!.inline_keyboard[1]![0]!.text).toBe(`${banquet!.name}: приду`);
    // The activity says a guest answered, as for the page's form.
    const activity = (await api.get('/wedding/activity', user)).json() as { items?: unknown[] } | unknown[];
    expect(JSON.stringify(activity)).toContain('Анна Смирнова, Иван Смирнов');
  });

  it('after the deadline a button says answers are closed and changes nothing', async () => {
    const { user, greeting, chat } = await bound();
    const past = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/invitations/deadline',
      payload: { deadline: past },
      headers: user.headers,
    });
    const pressed = fake.press(chat, greeting.message_id, greeting.reply_markup!.inline_keyboard[0]![1]!.callback_data);
    expect(await fake.until(() => fake.callbackAnswers.get(pressed))).toContain('Срок ответа на приглашение прошёл');
    expect((await guestsOf(user)).some((guest) => guest.checked)).toBe(false);
    const [invitation] = (await api.get('/invitations', user)).json() as Array<{ answeredAt: string | null }>;
    expect(invitation!.answeredAt).toBeNull();
  });

  it('delivers a message to the household’s chat', async () => {
    const { invitation, chat } = await bound();
    const chatId = (await telegramChatOf(t.app.db, invitation.id))!;
    await deliverToTelegram(t.app, { chatId, text: 'Автобус от ЗАГСа отходит в 13:30', invitationId: invitation.id });
    expect(fake.sent(chat).at(-1)!.text).toBe('Автобус от ЗАГСа отходит в 13:30');
  });

  it('stops on /stop: no chat for the household any more and a delivery is refused without a call', async () => {
    const { invitation, chat } = await bound();
    const chatId = String(chat);
    fake.message(chat, '/stop');
    await fake.until(() => fake.sent(chat).length === 2);
    expect(fake.sent(chat)[1]!.text).toContain('больше не будем писать');
    expect(await telegramChatOf(t.app.db, invitation.id)).toBeNull();
    await expect(
      deliverToTelegram(t.app, { chatId, text: 'Ещё новость', invitationId: invitation.id }),
    ).rejects.toBeInstanceOf(TelegramDeliveryRefused);
    expect(fake.sent(chat)).toHaveLength(2);
  });

  it('marks a chat that blocked the bot stopped, and leaves a failing Bot API to be retried', async () => {
    const { invitation, chat } = await bound();
    const chatId = String(chat);
    fake.failNextSends(1);
    const failed = deliverToTelegram(t.app, { chatId, text: 'Раз', invitationId: invitation.id });
    await expect(failed).rejects.toThrow();
    await expect(failed).rejects.not.toBeInstanceOf(TelegramDeliveryRefused);
    fake.block(chat);
    await expect(deliverToTelegram(t.app, { chatId, text: 'Два', invitationId: invitation.id })).rejects.toBeInstanceOf(
      TelegramDeliveryRefused,
    );
    expect(await telegramChatOf(t.app.db, invitation.id)).toBeNull();
  });

  it('waits as long as Telegram says after a 429, and then delivers', async () => {
    const { invitation, chat } = await bound();
    const chatId = String(chat);
    fake.limitNextSends(2, 1);
    const started = Date.now();
    await deliverToTelegram(t.app, { chatId, text: 'Автобус в 13:30', invitationId: invitation.id });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(fake.sent(chat).at(-1)!.text).toBe('Автобус в 13:30');
  });

  it('tries an update again when the Bot API fails on its reply, so a /start is not lost', async () => {
    const { token, invitation } = await household();
    const chat = nextChat++;
    const code = new URL(await startLink(token)).searchParams.get('start')!;
    fake.failNextSends(1);
    fake.message(chat, `/start ${code}`);
    const greeting = await fake.until(() => fake.sent(chat)[0]);
    expect(greeting.text).toContain('свадьбы Анны и Петра');
    expect(fake.sent(chat)).toHaveLength(1);
    expect(await telegramChatOf(t.app.db, invitation.id)).toBe(String(chat));
  });

  it('answers other text with a short help, and an unknown code with how to get a good one', async () => {
    const chat = nextChat++;
    fake.message(chat, 'Привет');
    await fake.until(() => fake.sent(chat)[0]);
    expect(fake.sent(chat)[0]!.text).toContain('/stop');
    fake.message(chat, '/start not-a-code');
    await fake.until(() => fake.sent(chat)[1]);
    expect(fake.sent(chat)[1]!.text).toContain('Не нашли такое приглашение');
  });
});
