import type { TelegramConfig } from '../../config.ts';

/*
 * The few Bot API methods the bot uses, over fetch (https://core.telegram.org/bots/api): every
 * method is a POST of JSON to <apiUrl>/bot<token>/<method> answering `{ ok, result }` or
 * `{ ok: false, error_code, description }`. A refusal by Telegram is a BotApiError with its code;
 * a network failure or a 5xx stays a plain error (the caller retries those).
 */

interface TelegramUser {
  id: number;
  is_bot?: boolean;
  first_name?: string;
  username?: string;
}

interface TelegramMessage {
  message_id: number;
  chat: { id: number; type?: string };
  from?: TelegramUser;
  text?: string;
}

export interface TelegramCallbackQuery {
  id: string;
  from: TelegramUser;
  message?: TelegramMessage;
  data?: string;
}

export interface TelegramUpdate {
  update_id: number;
  message?: TelegramMessage;
  callback_query?: TelegramCallbackQuery;
}

interface InlineButton {
  text: string;
  callback_data: string;
}

export interface InlineKeyboard {
  inline_keyboard: InlineButton[][];
}

/** Telegram refused the call: `code` is its error_code (400 bad request, 403 blocked, 429 too many). */
export class BotApiError extends Error {
  readonly code: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(method: string, code: number, description: string, retryAfterSeconds?: number) {
    super(`Bot API ${method}: ${code} ${description}`);
    this.name = 'BotApiError';
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** How long a call other than a long poll may take before it is given up (and retried by its caller). */
const CALL_TIMEOUT_MS = 15_000;

interface BotApiResult {
  ok: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

export interface BotApi {
  getMe(): Promise<TelegramUser>;
  /** Long poll: answers once an update is there or after `timeout` seconds with none. */
  getUpdates(params: { offset: number; timeout: number }, signal: AbortSignal): Promise<TelegramUpdate[]>;
  sendMessage(params: {
    chat_id: string | number;
    text: string;
    reply_markup?: InlineKeyboard;
  }): Promise<TelegramMessage>;
  answerCallbackQuery(params: { callback_query_id: string; text?: string }): Promise<true>;
  editMessageReplyMarkup(params: {
    chat_id: string | number;
    message_id: number;
    reply_markup: InlineKeyboard;
  }): Promise<unknown>;
}

export function botApi(config: TelegramConfig): BotApi {
  const call = async <T>(method: string, params: object, signal?: AbortSignal, timeoutMs = CALL_TIMEOUT_MS) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(`${config.apiUrl}/bot${config.botToken}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const answer = (await response.json().catch(() => null)) as BotApiResult | null;
    if (answer?.ok) return answer.result as T;
    const code = answer?.error_code ?? response.status;
    // A 5xx is Telegram's trouble, not a refusal: a plain error, retried like a lost connection.
    if (code >= 500) throw new Error(`Bot API ${method}: ${code}`);
    throw new BotApiError(method, code, answer?.description ?? response.statusText, answer?.parameters?.retry_after);
  };
  return {
    getMe: () => call('getMe', {}),
    getUpdates: (params, signal) =>
      call(
        'getUpdates',
        { ...params, allowed_updates: ['message', 'callback_query'] },
        signal,
        (params.timeout + 10) * 1000,
      ),
    sendMessage: (params) => call('sendMessage', params),
    answerCallbackQuery: (params) => call('answerCallbackQuery', params),
    editMessageReplyMarkup: (params) => call('editMessageReplyMarkup', params),
  };
}
