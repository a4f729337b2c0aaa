import type { FastifyInstance } from 'fastify';
import type { RsvpAnswer, RsvpPage } from '../../../src/contract/invitations.ts';
import { guestAnswerOf } from '../../../src/contract/people-rules.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { invitationTokenOf } from '../invitations/public.ts';
import { coupleGenitive } from '../../lib/couple-names.ts';
import { answer, depsOf, householdPage } from '../rsvp/public.ts';
import { BotApiError, type InlineKeyboard, type TelegramCallbackQuery, type TelegramUpdate } from './bot-api.ts';
import * as repository from './repository.ts';

/*
 * What the bot does with an update: `/start <code>` binds the chat to that household and greets it
 * with a button pair per part of the day; a button answers that part for the whole household
 * (each guest and their +1) through the RSVP service the page uses; `/stop` stops the messages;
 * anything else gets a short help.
 */

/** A button's data: `a:<part id>:1` coming, `a:<part id>:0` not (Telegram allows 64 bytes). */
const ANSWER_DATA = /^a:([\w-]{1,60}):([01])$/;

/** The household's answer for a part: the guests' own answers when they agree, else none. */
function householdAnswer(page: Pick<RsvpPage, 'guests' | 'answers'>, eventId: string): boolean | undefined {
  const said = page.guests.map((guest) => guestAnswerOf(page.answers, guest.id, eventId));
  const first = said[0];
  return first !== undefined && said.every((one) => one === first) ? first : undefined;
}

function answerKeyboard(page: Pick<RsvpPage, 'events' | 'guests' | 'answers'>): InlineKeyboard {
  return {
    inline_keyboard: page.events.map((event) => {
      const chosen = householdAnswer(page, event.id);
      const label = (key: 'coming' | 'notComing', on: boolean) => {
        const text = t(`telegram:button.${key}`, { part: event.name });
        return on ? t('telegram:button.chosen', { text }) : text;
      };
      return [
        { text: label('coming', chosen === true), callback_data: `a:${event.id}:1` },
        { text: label('notComing', chosen === false), callback_data: `a:${event.id}:0` },
      ];
    }),
  };
}

/** The household's answers with one part answered for every guest and +1 of it. */
function answersWithPart(page: Pick<RsvpPage, 'guests' | 'answers'>, eventId: string, coming: boolean) {
  const kept = page.answers.filter((one) => one.eventId !== eventId);
  const added: RsvpAnswer[] = page.guests.flatMap((guest) => [
    { guestId: guest.id, eventId, coming },
    ...(guest.withHalf ? [{ guestId: guest.id, eventId, coming, half: true }] : []),
  ]);
  return [...kept, ...added];
}

const depsFor = (app: FastifyInstance) => depsOf(app, { publicUrl: app.telegram!.publicUrl });

/** The household's page for the chat's invitation, or null once it is revoked. */
async function pageOf(app: FastifyInstance, invitationId: string) {
  const token = await invitationTokenOf(app.db, invitationId);
  if (!token) return null;
  try {
    return { token, ...(await householdPage(depsFor(app), token)) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

async function say(app: FastifyInstance, chatId: number, text: string, keyboard?: InlineKeyboard) {
  await app.telegram!.api.sendMessage({ chat_id: chatId, text, ...(keyboard ? { reply_markup: keyboard } : {}) });
}

async function start(app: FastifyInstance, chatId: number, code: string) {
  const invitationId = code ? await repository.invitationOfCode(app.db, code) : null;
  const household = invitationId ? await pageOf(app, invitationId) : null;
  if (!invitationId || !household) return say(app, chatId, t(code ? 'telegram:unknownCode' : 'telegram:help'));
  await repository.bindChat(app.db, invitationId, String(chatId), app.clock.now().toISOString());
  const { page } = household;
  const names = page.guests.map((guest) => guest.name).join(', ');
  // "The wedding of Anna and Pyotr" in the genitive: the names as written, declined where that is safe.
  const couple = coupleGenitive(page.couple.brideName, page.couple.groomName);
  const greeting = couple ? t('telegram:greeting', { names, couple }) : t('telegram:greetingUnnamed', { names });
  if (page.events.length === 0) return say(app, chatId, `${greeting}\n\n${t('telegram:noParts')}`);
  await say(app, chatId, `${greeting}\n\n${t('telegram:askParts')}`, answerKeyboard(page));
}

async function answerButton(app: FastifyInstance, query: TelegramCallbackQuery): Promise<void> {
  const api = app.telegram!.api;
  const reply = async (text: string) => {
    await api.answerCallbackQuery({ callback_query_id: query.id, text });
  };
  const chat = query.message?.chat.id;
  const data = ANSWER_DATA.exec(query.data ?? '');
  if (chat === undefined || !data) return reply(t('telegram:help'));
  const invitationId = await repository.invitationOfChat(app.db, String(chat));
  const household = invitationId ? await pageOf(app, invitationId) : null;
  if (!household) return reply(t('telegram:notBound'));
  const [, eventId, yes] = data;
  const event = household.page.events.find((one) => one.id === eventId);
  if (!event) return reply(t('rsvp:errors.unknownAnswer'));
  const coming = yes === '1';
  try {
    await answer(app, depsFor(app), household.token, { answers: answersWithPart(household.page, event.id, coming) });
  } catch (error) {
    // The deadline passed, or the list changed under the buttons: the guest reads why.
    if (error instanceof HttpError && error.statusCode < 500) return reply(error.message);
    app.log.error({ err: error }, 'telegram: an answer by button failed');
    return reply(t('telegram:answerFailed'));
  }
  await reply(t(coming ? 'telegram:answered.coming' : 'telegram:answered.notComing', { part: event.name }));
  const after = await pageOf(app, household.invitationId);
  if (after && query.message) {
    await api
      .editMessageReplyMarkup({
        chat_id: chat,
        message_id: query.message.message_id,
        reply_markup: answerKeyboard(after.page),
      })
      .catch((error: unknown) => {
        // "message is not modified" and an old message are no reason to fail the answer taken.
        if (!(error instanceof BotApiError)) throw error;
      });
  }
}

/**
 * Handles one update. Telegram refusing a call (a chat gone, a message too old) is logged and the
 * update counts as handled; a lost connection or database is thrown, so the poller tries the update
 * again rather than lose a guest's /start or answer.
 */
export async function handleUpdate(app: FastifyInstance, update: TelegramUpdate): Promise<void> {
  try {
    if (update.callback_query) {
      await answerButton(app, update.callback_query);
      return;
    }
    const message = update.message;
    if (!message?.text) return;
    const [command, ...rest] = message.text.trim().split(/\s+/);
    const name = command?.replace(/@\w+$/, '');
    if (name === '/start') return await start(app, message.chat.id, rest[0] ?? '');
    if (name === '/stop') {
      await repository.stopChat(app.db, String(message.chat.id), app.clock.now().toISOString());
      return await say(app, message.chat.id, t('telegram:stopped'));
    }
    await say(app, message.chat.id, t('telegram:help'));
  } catch (error) {
    if (!(error instanceof BotApiError)) throw error;
    app.log.warn({ err: error, updateId: update.update_id }, 'telegram: the Bot API refused a reply');
  }
}
