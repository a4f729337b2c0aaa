import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { botApi, type BotApi } from './bot-api.ts';
import { runPoller } from './poller.ts';

/*
 * The Telegram bot, when TELEGRAM_BOT_TOKEN is set: `app.telegram` (the Bot API client and the
 * bot's username once known) for the page's link and the deliveries, and the poller, run under the
 * lease `telegram-poller` (server/features/jobs), so one process polls however many run, and
 * another takes over when it closes or dies.
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

/** The lease whose holder polls the Bot API. */
const POLLER_LEASE = 'telegram-poller';

async function telegram(app: FastifyInstance, options: { config: Config }) {
  const config = options.config.telegram;
  if (!config) {
    app.decorate('telegram', null);
    return;
  }
  app.decorate('telegram', { api: botApi(config), username: null, publicUrl: options.config.publicUrl });
  app.leases.hold(POLLER_LEASE, (signal) => runPoller(app, signal));
}

export default fp(telegram, { name: 'telegram', dependencies: ['jobs'] });
