import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Telegram Bot API on 127.0.0.1, a real HTTP server, so the bot is tested without
 * the real one. It answers as https://core.telegram.org/bots/api describes where the bot depends on
 * it: POST /bot<token>/<method> with JSON, `{ ok: true, result }` or `{ ok: false, error_code,
 * description }` (401 for another token). getUpdates is a long poll: with `offset` it forgets the
 * updates before it (they are confirmed) and answers those after it at once, or holds the request
 * until one is pushed or `timeout` seconds pass. As Telegram does, a second getUpdates while one is
 * held ends the first with 409 Conflict; the fake counts such overlaps for the tests.
 */

export interface SentMessage {
  message_id: number;
  chat_id: string;
  text: string;
  reply_markup?: { inline_keyboard: Array<Array<{ text: string; callback_data: string }>> };
}

export interface FakeTelegram {
  /** TELEGRAM_API_URL and TELEGRAM_BOT_TOKEN for the product. */
  apiUrl: string;
  token: string;
  username: string;
  /** Queues an update (its update_id is given) and wakes the held getUpdates. */
  pushUpdate(update: Record<string, unknown>): number;
  /** A guest writes `text` to the bot from the private chat `chatId`. */
  message(chatId: number, text: string): number;
  /** A guest presses an inline button under the bot's message; answers the callback query's id. */
  press(chatId: number, messageId: number, data: string): string;
  /** Every sendMessage so far, in order (optionally to one chat). */
  sent(chatId?: number): SentMessage[];
  /** Every answerCallbackQuery's text, by callback query id. */
  callbackAnswers: Map<string, string | undefined>;
  /** Every editMessageReplyMarkup, in order. */
  edits: Array<{ chat_id: string; message_id: number; reply_markup: SentMessage['reply_markup'] }>;
  /** From now on sendMessage to this chat answers 403 "bot was blocked by the user". */
  block(chatId: number): void;
  /** The next `count` sendMessage calls fail with 500. */
  failNextSends(count: number): void;
  /** The next `count` sendMessage calls answer 429 "Too Many Requests" with `retry_after` seconds. */
  limitNextSends(count: number, retryAfterSeconds: number): void;
  /** getUpdates calls so far, the most held at once, and the 409s answered for an overlap. */
  polls: { calls: number; heldAtOnce: number; maxHeldAtOnce: number; conflicts: number; offsets: number[] };
  /** Resolves once `check` holds, polling every 20 ms, or rejects after `ms`. */
  until<T>(check: () => T | undefined | null | false, ms?: number): Promise<T>;
  close(): Promise<void>;
}

interface HeldPoll {
  offset: number;
  answer: (updates: unknown[]) => void;
  conflict: () => void;
}

export async function startFakeTelegram(options: { token?: string; username?: string } = {}): Promise<FakeTelegram> {
  const token = options.token ?? '123456789:AAE-fake-token-for-the-tests_0123456789';
  const username = options.username ?? 'wedding_test_bot';
  let nextUpdateId = 1000;
  let nextMessageId = 1;
  let nextCallbackId = 1;
  let updates: Array<Record<string, unknown> & { update_id: number }> = [];
  const held = new Set<HeldPoll>();
  const sent: SentMessage[] = [];
  const blocked = new Set<string>();
  let failingSends = 0;
  let limitedSends = { count: 0, retryAfterSeconds: 1 };
  const fake = {
    callbackAnswers: new Map<string, string | undefined>(),
    edits: [] as FakeTelegram['edits'],
    polls: { calls: 0, heldAtOnce: 0, maxHeldAtOnce: 0, conflicts: 0, offsets: [] as number[] },
  };

  const pending = (offset: number) => updates.filter((update) => update.update_id >= offset);
  const wake = () => {
    for (const poll of held) {
      const ready = pending(poll.offset);
      if (ready.length > 0) poll.answer(ready);
    }
  };

  const methods: Record<string, (body: Record<string, unknown>, reply: Reply, onClose: OnClose) => void> = {
    getMe: (_body, reply) => reply.ok({ id: 123456789, is_bot: true, first_name: 'Свадьба', username }),
    getUpdates: (body, reply, onClose) => {
      fake.polls.calls += 1;
      const offset = Number(body.offset ?? 0);
      fake.polls.offsets.push(offset);
      // The offset confirms every update before it: Telegram forgets them.
      updates = updates.filter((update) => update.update_id >= offset);
      for (const other of held) other.conflict();
      const ready = pending(offset);
      const timeoutSeconds = Number(body.timeout ?? 0);
      if (ready.length > 0 || timeoutSeconds <= 0) return reply.ok(ready);
      const poll: HeldPoll = {
        offset,
        answer: (list) => finish(() => reply.ok(list)),
        conflict: () => {
          fake.polls.conflicts += 1;
          finish(() =>
            reply.error(
              409,
              'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
            ),
          );
        },
      };
      function finish(send: () => void) {
        if (!held.delete(poll)) return;
        fake.polls.heldAtOnce -= 1;
        clearTimeout(timer);
        send();
      }
      held.add(poll);
      fake.polls.heldAtOnce += 1;
      fake.polls.maxHeldAtOnce = Math.max(fake.polls.maxHeldAtOnce, fake.polls.heldAtOnce);
      const timer = setTimeout(() => poll.answer([]), timeoutSeconds * 1000);
      // The bot gave up the request (its process closing): it is no longer held.
      onClose(() => finish(() => undefined));
    },
    sendMessage: (body, reply) => {
      const chatId = String(body.chat_id);
      if (failingSends > 0) {
        failingSends -= 1;
        return reply.error(500, 'Internal Server Error');
      }
      if (limitedSends.count > 0) {
        limitedSends.count -= 1;
        const retryAfter = limitedSends.retryAfterSeconds;
        return reply.error(429, `Too Many Requests: retry after ${retryAfter}`, { retry_after: retryAfter });
      }
      if (blocked.has(chatId)) return reply.error(403, 'Forbidden: bot was blocked by the user');
      if (typeof body.text !== 'string' || body.text.length === 0)
        return reply.error(400, 'Bad Request: message text is empty');
      const message: SentMessage = { message_id: nextMessageId++, chat_id: chatId, text: body.text };
      if (body.reply_markup) message.reply_markup = body.reply_markup as SentMessage['reply_markup'];
      sent.push(message);
      reply.ok({
        message_id: message.message_id,
        chat: { id: Number(chatId), type: 'private' },
        date: 0,
        text: body.text,
      });
    },
    answerCallbackQuery: (body, reply) => {
      fake.callbackAnswers.set(String(body.callback_query_id), body.text as string | undefined);
      reply.ok(true);
    },
    editMessageReplyMarkup: (body, reply) => {
      fake.edits.push({
        chat_id: String(body.chat_id),
        message_id: Number(body.message_id),
        reply_markup: body.reply_markup as SentMessage['reply_markup'],
      });
      reply.ok(true);
    },
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply: Reply = {
        ok: (result) => send(200, { ok: true, result }),
        error: (code, description, parameters) =>
          send(code, { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) }),
      };
      function send(status: number, body: unknown) {
        if (response.writableEnded || response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      if (!match || match[1] !== token) return reply.error(401, 'Unauthorized');
      const method = methods[match[2]!];
      if (!method) return reply.error(404, 'Not Found: method not found');
      let body: Record<string, unknown>;
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return reply.error(400, 'Bad Request: cannot parse JSON');
      }
      method(body, reply, (listener) => response.on('close', listener));
    });
  });
  // Telegram keeps connections open for long; Node's 5 s would race the bot's reuse of a socket.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const pushUpdate = (update: Record<string, unknown>) => {
    const id = nextUpdateId++;
    updates.push({ ...update, update_id: id });
    wake();
    return id;
  };

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    token,
    username,
    ...fake,
    pushUpdate,
    message: (chatId, text) =>
      pushUpdate({
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private', first_name: 'Гость' },
          from: { id: chatId, is_bot: false, first_name: 'Гость' },
          text,
        },
      }),
    press: (chatId, messageId, data) => {
      const id = String(nextCallbackId++);
      pushUpdate({
        callback_query: {
          id,
          from: { id: chatId, is_bot: false, first_name: 'Гость' },
          message: { message_id: messageId, date: 0, chat: { id: chatId, type: 'private' } },
          chat_instance: String(chatId),
          data,
        },
      });
      return id;
    },
    sent: (chatId) => (chatId === undefined ? [...sent] : sent.filter((one) => one.chat_id === String(chatId))),
    block: (chatId) => blocked.add(String(chatId)),
    failNextSends: (count) => {
      failingSends = count;
    },
    limitNextSends: (count, retryAfterSeconds) => {
      limitedSends = { count, retryAfterSeconds };
    },
    async until(check, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const value = check();
        if (value) return value;
        if (Date.now() > deadline) throw new Error('fake Telegram: the awaited state never came');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      for (const poll of held) poll.answer([]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Reply {
  ok(result: unknown): void;
  /** Telegram's error answer; `parameters` as it sends them (`retry_after` with a 429). */
  error(code: number, description: string, parameters?: { retry_after: number }): void;
}

type OnClose = (listener: () => void) => void;
