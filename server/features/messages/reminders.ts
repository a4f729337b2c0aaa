import type { FastifyInstance } from 'fastify';
import { isReminderDay } from '../../../src/contract/message-rules.ts';
import { rsvpClosed } from '../../../src/contract/invitations.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { rsvpDeadlines } from '../invitations/public.ts';
import type { MessageDeps } from './deps.ts';
import { recipientsOf } from './households.ts';
import { createMessage, remindersOf } from './service.ts';

/*
 * The RSVP reminders (issue 40, item 3): an hourly sweep, run by one process (app.jobs.every),
 * looks from 10:00 Moscow time for the weddings whose reminder day it is (the days the couple set
 * before GET /invitations/deadline) and makes one reminder job per wedding per day (key
 * `reminder:<wedding>:<day>`), however many sweeps see it. The job writes a message to the
 * households with no answer, which its own job sends like any other (and GET /messages lists).
 */

export const REMINDER_SWEEP_JOB = 'messages.reminders-sweep';
export const REMINDER_JOB = 'messages.reminder';
export const REMINDER_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Reminders go from this hour of the Moscow day, not at midnight. */
const REMINDER_HOUR = 10;

export interface ReminderPayload {
  weddingId: string;
  /** The Moscow day (YYYY-MM-DD) it is for. */
  day: string;
}

const moscowDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' });
const moscowHourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Moscow',
  hour: 'numeric',
  hourCycle: 'h23',
});
const deadlineFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long' });

export function moscowDay(at: Date): string {
  return moscowDayFormat.format(at);
}

/** Makes today's reminder job of each wedding whose reminder day it is; answers how many were new. */
export async function sweepReminders(deps: MessageDeps): Promise<number> {
  const now = deps.now();
  if (Number(moscowHourFormat.format(now)) < REMINDER_HOUR) return 0;
  const day = moscowDay(now);
  let made = 0;
  for (const { weddingId, deadline } of await rsvpDeadlines(deps.db)) {
    if (!isReminderDay(await remindersOf(deps, weddingId), deadline, day)) continue;
    const job = await deps.jobs.enqueue(deps.db, {
      kind: REMINDER_JOB,
      payload: { weddingId, day } satisfies ReminderPayload,
      key: `reminder:${weddingId}:${day}`,
    });
    if (job) made += 1;
  }
  return made;
}

/**
 * Writes the day's reminder to the households with no answer yet, unless the reminders were turned
 * off meanwhile, the deadline moved or passed, or nobody is left to remind.
 */
export async function sendReminder(deps: MessageDeps, payload: ReminderPayload, linkBase: string): Promise<void> {
  const { weddingId, day } = payload;
  const deadline = (await rsvpDeadlines(deps.db)).find((entry) => entry.weddingId === weddingId)?.deadline;
  if (!deadline || rsvpClosed(deadline, deps.now())) return;
  if (!isReminderDay(await remindersOf(deps, weddingId), deadline, day)) return;
  const audience = { answer: 'none' as const };
  if ((await recipientsOf(deps, weddingId, audience, linkBase)).length === 0) return;
  const date = deadlineFormat.format(new Date(`${deadline}T12:00:00+03:00`));
  try {
    await createMessage(deps, weddingId, { text: t('messages:reminder.text', { deadline: date }), audience }, linkBase);
  } catch (error) {
    // The day's e-mails are spent: the reminder is skipped rather than retried into tomorrow.
    if (error instanceof HttpError && error.statusCode === 429) {
      deps.log.warn({ weddingId, day }, 'messages: reminder skipped, the e-mail limit is reached');
      return;
    }
    throw error;
  }
}

/** Defines the reminders' jobs and their hourly sweep. `linkBase` is PUBLIC_URL: a reminder has no request. */
export function scheduleReminders(app: FastifyInstance, deps: MessageDeps, linkBase: string): void {
  app.jobs.define({ kind: REMINDER_SWEEP_JOB, maxAttempts: 1, run: async () => void (await sweepReminders(deps)) });
  app.jobs.define<ReminderPayload>({
    kind: REMINDER_JOB,
    run: async (_app, payload) => sendReminder(deps, payload, linkBase),
  });
  app.jobs.every(REMINDER_SWEEP_JOB, REMINDER_SWEEP_EVERY_MS);
}
