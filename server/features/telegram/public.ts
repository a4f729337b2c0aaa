import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { PermanentJobError } from '../jobs/public.ts';
import { BotApiError } from './bot-api.ts';
import * as repository from './repository.ts';

/*
 * What other features may use of the Telegram bot: a household's chat and a delivery to it (the
 * messages and reminders), and the t.me link the household's page offers (wired in app.ts, since
 * the bot answers through the RSVP feature and may not be imported back by it).
 */

/** The household's chat, null when it has none or sent /stop (or blocked the bot). */
export async function telegramChatOf(db: Kysely<Database>, invitationId: string): Promise<string | null> {
  return repository.activeChatOf(db, invitationId);
}

/** The chats of many households at once (a message's reach), by invitation id; those with none are absent. */
export async function telegramChatsOf(
  db: Kysely<Database>,
  invitationIds: readonly string[],
): Promise<Map<string, string>> {
  return repository.activeChatsOf(db, invitationIds);
}

/**
 * A delivery that must not be retried: the bot is not configured, the chat stopped or blocked the
 * bot, or Telegram refuses the message itself. A job running the delivery marks it failed.
 */
export class TelegramDeliveryRefused extends PermanentJobError {
  constructor(reason: string) {
    super(`Telegram delivery refused: ${reason}`);
    this.name = 'TelegramDeliveryRefused';
  }
}

/**
 * Sends `text` to the household's chat. A chat that stopped, or that blocked the bot (403, then
 * marked stopped), is refused with TelegramDeliveryRefused; Telegram's "too many requests" (429) is
 * waited out as it says, a few times; a 5xx or a lost connection is thrown as it is, for the
 * caller to retry later.
 */
export async function deliverToTelegram(
  app: FastifyInstance,
  delivery: { chatId: string; text: string; invitationId: string },
): Promise<void> {
  const bot = app.telegram;
  if (!bot) throw new TelegramDeliveryRefused('TELEGRAM_BOT_TOKEN is not set');
  if ((await repository.activeChatOf(app.db, delivery.invitationId)) !== delivery.chatId) {
    throw new TelegramDeliveryRefused('the household stopped the bot');
  }
  for (let waits = 0; ; waits += 1) {
    try {
      await bot.api.sendMessage({ chat_id: delivery.chatId, text: delivery.text });
      return;
    } catch (error) {
      if (!(error instanceof BotApiError)) throw error;
      if (error.code === 429) {
        // Telegram takes about 30 messages a second from a bot and says how long to wait past that:
        // a message to hundreds of households slows down as told instead of failing its attempt.
        const seconds = error.retryAfterSeconds ?? 1;
        if (waits >= RATE_LIMIT_WAITS || seconds > RATE_LIMIT_WAIT_MAX_SECONDS) throw error;
        await sleep(seconds * 1000);
        continue;
      }
      if (error.code === 403) await repository.stopChat(app.db, delivery.chatId, app.clock.now().toISOString());
      throw new TelegramDeliveryRefused(error.message);
    }
  }
}

/** How often one delivery waits out Telegram's 429 before leaving it to the job's next attempt. */
const RATE_LIMIT_WAITS = 5;
/** A longer wait than this is left to the job's next attempt (which the scheduler times itself). */
const RATE_LIMIT_WAIT_MAX_SECONDS = 60;

/** Unguessable and fit for `?start=` (at most 64 of [A-Za-z0-9_-]): 128 random bits, 22 characters. */
const newCode = () => randomBytes(16).toString('base64url');

/**
 * https://t.me/<bot>?start=<the household's code>, or null with no bot or while its username is not
 * known yet (the page then shows no link rather than wait on Telegram).
 */
export async function telegramStartLink(app: FastifyInstance, invitationId: string): Promise<string | null> {
  const bot = app.telegram;
  if (!bot) return null;
  bot.username ??= await repository.findUsername(app.db);
  if (!bot.username) return null;
  let code = await repository.findCodeOf(app.db, invitationId);
  if (!code) {
    await repository.insertCode(app.db, invitationId, newCode(), app.clock.now().toISOString());
    code = await repository.findCodeOf(app.db, invitationId);
  }
  return code ? `https://t.me/${bot.username}?start=${code}` : null;
}

/** A household's erasure of its data (the RSVP feature's, wired in app.ts): its chat is unbound. */
export { forgetHouseholdChat } from './repository.ts';
