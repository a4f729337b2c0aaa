/*
 * The Telegram bot's tables (migrations/2026-11-28T05-00-00-telegram.ts, then
 * 2026-11-28T05-30-00-telegram-poller-lease.ts), merged into the database's type.
 */

/** An invitation's start code: t.me/<bot>?start=<code> binds the chat that sends it to that household. */
export interface TelegramStartCodesTable {
  invitation_id: string;
  code: string;
  created_at: string;
}

/** The chat a household bound; stopped_at set by /stop (or a chat that blocked the bot): nothing more is sent. */
export interface TelegramChatsTable {
  invitation_id: string;
  chat_id: string;
  bound_at: string;
  stopped_at: string | null;
}

/** One row (`id` = 'bot'): the bot's username and the next update to ask for. */
export interface TelegramBotTable {
  id: string;
  username: string | null;
  /** getUpdates' offset: the id of the first update not handled yet. */
  update_offset: number | string;
  updated_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    telegram_start_codes: TelegramStartCodesTable;
    telegram_chats: TelegramChatsTable;
    telegram_bot: TelegramBotTable;
  }
}
