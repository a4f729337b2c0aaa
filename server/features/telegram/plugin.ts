import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { botApi, type BotApi } from './bot-api.ts';
import { holdPoller, type PollerHold } from './poller-hold.ts';
import { runPoller } from './poller.ts';

/*
 * The Telegram bot, when TELEGRAM_BOT_TOKEN is set: `app.telegram` (the Bot API client and the
 * bot's username once known) for the page's link and the deliveries, and the poller, run by the one
 * process holding the poller's hold (poller-hold.ts) from the moment the server is ready.
 */

interface TelegramBot {
  api: BotApi;
  /** The bot's @username (getMe), null until the poller or the database told it. */
  username: string | null;
  /** PUBLIC_URL, for the household's page read by the bot. */
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    telegram: TelegramBot | null;
  }
}

interface TelegramOptions {
  config: Config;
  /** How often the poller's hold is renewed or sought; it runs out after four of these. */
  holdRenewMs?: number;
}

const HOLD_RENEW_MS = 5000;

async function telegram(app: FastifyInstance, options: TelegramOptions) {
  const config = options.config.telegram;
  if (!config) {
    app.decorate('telegram', null);
    return;
  }
  app.decorate('telegram', { api: botApi(config), username: null, publicUrl: options.config.publicUrl });
  const renewMs = options.holdRenewMs ?? HOLD_RENEW_MS;
  let hold: PollerHold | null = null;
  app.addHook('onReady', async () => {
    hold = holdPoller(app, (signal) => runPoller(app, signal), { renewMs, ttlMs: renewMs * 4 });
  });
  // Before the database closes (plugins close in reverse order): the hold is let go in it.
  app.addHook('preClose', async () => {
    await hold?.stop();
  });
}

export default fp(telegram, { name: 'telegram', dependencies: ['background'] });
