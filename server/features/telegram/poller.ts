import type { FastifyInstance } from 'fastify';
import { BotApiError } from './bot-api.ts';
import { handleUpdate } from './updates.ts';
import * as repository from './repository.ts';

/*
 * The poller: getMe once for the bot's username (kept in the database, so every process can draw
 * the page's t.me link), then getUpdates long polls from the offset kept in the database. Each
 * update is handled, then the offset moves past it, so a process taking over after this one
 * neither loses nor repeats an update (but the one being handled when a process is killed).
 */

/** Seconds Telegram holds a getUpdates open while there is nothing new. */
const LONG_POLL_SECONDS = 25;
const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];
/** Tries of one update that keeps failing before it is skipped, so it cannot hold up the rest for ever. */
const UPDATE_TRIES = 5;

/** Sleeps `ms`, or less when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/** Asks getMe until it answers (or `signal` aborts), and stores the username. */
async function learnUsername(app: FastifyInstance, signal: AbortSignal): Promise<void> {
  const bot = app.telegram!;
  for (let failures = 0; !signal.aborted; failures += 1) {
    try {
      const me = await bot.api.getMe();
      if (me.username) {
        bot.username = me.username;
        await repository.saveUsername(app.db, me.username, app.clock.now().toISOString());
      }
      return;
    } catch (error) {
      app.log.warn({ err: error }, 'telegram: getMe failed');
      await pause(BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!, signal);
    }
  }
}

/** Runs until `signal` aborts (the hold lost, the app closing). */
export async function runPoller(app: FastifyInstance, signal: AbortSignal): Promise<void> {
  const bot = app.telegram;
  if (!bot) return;
  await learnUsername(app, signal);
  let failures = 0;
  const failing = { updateId: -1, tries: 0 };
  while (!signal.aborted) {
    try {
      const offset = await repository.readOffset(app.db);
      const updates = await bot.api.getUpdates({ offset, timeout: LONG_POLL_SECONDS }, signal);
      failures = 0;
      for (const update of updates) {
        if (signal.aborted) return;
        try {
          await handleUpdate(app, update);
        } catch (error) {
          // Tried again from this update on after the pause below, unless it failed too often.
          failing.tries = failing.updateId === update.update_id ? failing.tries + 1 : 1;
          failing.updateId = update.update_id;
          if (failing.tries < UPDATE_TRIES) throw error;
          app.log.error({ err: error, updateId: update.update_id }, 'telegram: an update is skipped after failing');
        }
        await repository.saveOffset(app.db, update.update_id + 1, app.clock.now().toISOString());
      }
    } catch (error) {
      if (signal.aborted) return;
      // 409: another getUpdates runs with this token (a process that lost its hold, or a webhook).
      const wait =
        error instanceof BotApiError && error.retryAfterSeconds
          ? error.retryAfterSeconds * 1000
          : BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!;
      failures += 1;
      app.log.warn({ err: error }, 'telegram: polling failed');
      await pause(wait, signal);
    }
  }
}
