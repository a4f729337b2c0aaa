import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import './tables.ts';

/* Every SQL statement of the Telegram bot. */

type Db = Kysely<Database>;

const BOT_ROW = 'bot';

/* ---- Start codes ---- */

export async function findCodeOf(db: Db, invitationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('telegram_start_codes')
    .select('code')
    .where('invitation_id', '=', invitationId)
    .executeTakeFirst();
  return row?.code ?? null;
}

/** Gives the invitation `code` unless it has one already (two pages drawn at once keep one code). */
export async function insertCode(db: Db, invitationId: string, code: string, now: string): Promise<void> {
  await db
    .insertInto('telegram_start_codes')
    .values({ invitation_id: invitationId, code, created_at: now })
    .onConflict((conflict) => conflict.column('invitation_id').doNothing())
    .execute();
}

export async function invitationOfCode(db: Db, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('telegram_start_codes')
    .select('invitation_id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.invitation_id ?? null;
}

/* ---- Chats ---- */

/**
 * Binds the chat to the household, and only to it: a chat that had bound another household (a
 * second /start) leaves it, and a household's earlier chat gives way to this one.
 */
export async function bindChat(db: Db, invitationId: string, chatId: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('telegram_chats')
      .where('chat_id', '=', chatId)
      .where('invitation_id', '<>', invitationId)
      .execute();
    await trx
      .insertInto('telegram_chats')
      .values({ invitation_id: invitationId, chat_id: chatId, bound_at: now, stopped_at: null })
      .onConflict((conflict) =>
        conflict.column('invitation_id').doUpdateSet({ chat_id: chatId, bound_at: now, stopped_at: null }),
      )
      .execute();
  });
}

/** The household a chat is bound to and has not stopped, or null. */
export async function invitationOfChat(db: Db, chatId: string): Promise<string | null> {
  const row = await db
    .selectFrom('telegram_chats')
    .select('invitation_id')
    .where('chat_id', '=', chatId)
    .where('stopped_at', 'is', null)
    .executeTakeFirst();
  return row?.invitation_id ?? null;
}

/** The chat of a household that has not stopped, or null. */
export async function activeChatOf(db: Db, invitationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('telegram_chats')
    .select('chat_id')
    .where('invitation_id', '=', invitationId)
    .where('stopped_at', 'is', null)
    .executeTakeFirst();
  return row?.chat_id ?? null;
}

/** Ids bound in one query: well under SQLite's and PostgreSQL's limits on parameters. */
const CHATS_PER_QUERY = 500;

/** The chats of those households that have one (not stopped), by invitation id; read in chunks of a few hundred. */
export async function activeChatsOf(db: Db, invitationIds: readonly string[]): Promise<Map<string, string>> {
  const chats = new Map<string, string>();
  for (let from = 0; from < invitationIds.length; from += CHATS_PER_QUERY) {
    const rows = await db
      .selectFrom('telegram_chats')
      .select(['invitation_id', 'chat_id'])
      .where('invitation_id', 'in', invitationIds.slice(from, from + CHATS_PER_QUERY))
      .where('stopped_at', 'is', null)
      .execute();
    for (const row of rows) chats.set(row.invitation_id, row.chat_id);
  }
  return chats;
}
/** /stop, or a chat that blocked the bot: nothing more goes there. Answers whether a bound chat stopped. */
export async function stopChat(db: Db, chatId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('telegram_chats')
    .set({ stopped_at: now })
    .where('chat_id', '=', chatId)
    .where('stopped_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/* ---- The bot's row: username and offset ---- */

async function ensureBotRow(db: Db, now: string): Promise<void> {
  await db
    .insertInto('telegram_bot')
    .values({ id: BOT_ROW, username: null, update_offset: 0, updated_at: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function findUsername(db: Db): Promise<string | null> {
  const row = await db.selectFrom('telegram_bot').select('username').where('id', '=', BOT_ROW).executeTakeFirst();
  return row?.username ?? null;
}

export async function saveUsername(db: Db, username: string, now: string): Promise<void> {
  await ensureBotRow(db, now);
  await db.updateTable('telegram_bot').set({ username, updated_at: now }).where('id', '=', BOT_ROW).execute();
}

export async function readOffset(db: Db): Promise<number> {
  const row = await db.selectFrom('telegram_bot').select('update_offset').where('id', '=', BOT_ROW).executeTakeFirst();
  return Number(row?.update_offset ?? 0);
}

/** Moves the offset forward only, so a late write from a poller that lost its lease cannot move it back. */
export async function saveOffset(db: Db, offset: number, now: string): Promise<void> {
  await ensureBotRow(db, now);
  await db
    .updateTable('telegram_bot')
    .set({ update_offset: offset, updated_at: now })
    .where('id', '=', BOT_ROW)
    .where('update_offset', '<', offset)
    .execute();
}

/** A household's erasure of its data: its chat and start codes go, so nothing more reaches that chat. */
export async function forgetHouseholdChat(db: Db, invitationId: string): Promise<void> {
  await db.deleteFrom('telegram_chats').where('invitation_id', '=', invitationId).execute();
  await db.deleteFrom('telegram_start_codes').where('invitation_id', '=', invitationId).execute();
}
