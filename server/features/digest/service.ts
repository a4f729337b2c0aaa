import {
  addDays,
  composeDigest,
  composePaymentReminder,
  digestPaymentsOf,
  digestPeriodDue,
  digestReplies,
  isAwakeHour,
  localTimeOf,
  previewedDigest,
  type DigestInput,
  type DigestPayment,
  type LocalTime,
} from '../../../src/contract/digest-rules.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_TIME_ZONE,
  type DigestPreview,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '../../../src/contract/notifications.ts';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { t } from '../../lib/i18n.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { datedItemsOf, defaultGuestPeople } from '../budget/public.ts';
import { householdAnswersOf } from '../invitations/public.ts';
import { openDatedTodos } from '../todos/public.ts';
import { weddingAnswersOf } from '../wedding/public.ts';
import { coupleGenitiveOf } from './couple.ts';
import { digestMail } from './mail.ts';
import * as repository from './repository.ts';

export interface DigestDeps {
  db: Kysely<Database>;
  engine: Engine;
  clock: Clock;
  mail: Mailer;
  /** The product's address for the links in the mail (no request to take it from: the sweep runs alone). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

function settingsFrom(
  row: { digest: string | null; paymentReminders: number | null; timeZone: string | null } | undefined,
) {
  if (!row?.digest) return DEFAULT_NOTIFICATION_SETTINGS;
  return {
    digest: row.digest,
    paymentReminders: Number(row.paymentReminders) === 1,
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
  } as NotificationSettings;
}

export async function settingsOf(deps: Pick<DigestDeps, 'db'>, userId: string): Promise<NotificationSettings> {
  const row = await repository.findSettings(deps.db, userId);
  return settingsFrom(row && { digest: row.digest, paymentReminders: row.payment_reminders, timeZone: row.time_zone });
}

export async function changeSettings(
  deps: Pick<DigestDeps, 'db' | 'clock'>,
  userId: string,
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const next = { ...(await settingsOf(deps, userId)), ...update };
  await repository.saveSettings(deps.db, {
    user_id: userId,
    digest: next.digest,
    payment_reminders: next.paymentReminders ? 1 : 0,
    time_zone: next.timeZone,
    updated_at: deps.clock.now().toISOString(),
  });
  return next;
}

const settingsUrl = (publicUrl: string) => `${publicUrl}/profile/settings`;
const digestTexts = (key: string, values?: Record<string, string | number>) => t(key, values);

async function paymentsOf(deps: DigestDeps, weddingId: string): Promise<DigestPayment[]> {
  const budget = { db: deps.db, engine: deps.engine, now: () => deps.clock.now(), guestPeople: defaultGuestPeople };
  return digestPaymentsOf(await datedItemsOf(budget, weddingId));
}

/** What the digest of one member's wedding says on the member's day `local.day`, answers counted from `since`. */
async function digestInputOf(
  deps: DigestDeps,
  weddingId: string,
  frequency: DigestInput['frequency'],
  today: string,
  since: string | null,
): Promise<DigestInput> {
  const [answers, payments, todos, households] = await Promise.all([
    weddingAnswersOf(deps.db, weddingId),
    paymentsOf(deps, weddingId),
    openDatedTodos({ db: deps.db, clock: deps.clock }, weddingId),
    householdAnswersOf(deps.db, weddingId),
  ]);
  return {
    frequency,
    coupleGenitive: coupleGenitiveOf(answers?.bride_name ?? null, answers?.groom_name ?? null),
    today,
    payments,
    todos: todos.map((todo) => ({ title: todo.task, dueDate: todo.dueDate!, overdue: todo.overdue })),
    ...digestReplies(households, since, today, frequency),
    settingsUrl: settingsUrl(deps.publicUrl),
  };
}

/** The digest the member would get now (a member who chose none sees the weekly one). */
export async function previewFor(deps: DigestDeps, userId: string, weddingId: string): Promise<DigestPreview> {
  const { frequency, today } = previewedDigest(await settingsOf(deps, userId), deps.clock.now());
  const since = await repository.lastDigestAt(deps.db, userId, '9999-12-31');
  return composeDigest(await digestInputOf(deps, weddingId, frequency, today, since), digestTexts);
}

/** Takes a mail's marker, sends it, and gives the marker back when the mail could not go (the next sweep retries). */
async function sendOnce(
  deps: DigestDeps,
  take: () => Promise<boolean>,
  release: () => Promise<void>,
  compose: () => Promise<DigestPreview | null>,
  to: string,
): Promise<boolean> {
  if (!(await take())) return false;
  try {
    const mail = await compose();
    if (!mail) {
      await release();
      return false;
    }
    await deps.mail.send(digestMail(to, mail));
    return true;
  } catch (error) {
    await release();
    throw error;
  }
}

async function sweepMember(
  deps: DigestDeps,
  member: repository.MailableMember,
  settings: NotificationSettings,
  local: LocalTime,
  now: string,
) {
  let digests = 0;
  let reminders = 0;
  const period = settings.digest === 'off' ? null : digestPeriodDue(settings.digest, local, null);
  if (period && settings.digest !== 'off') {
    const frequency = settings.digest;
    const sent = await sendOnce(
      deps,
      () => repository.takeDigest(deps.db, member.userId, period, now),
      () => repository.releaseDigest(deps.db, member.userId, period),
      async () => {
        const since = await repository.lastDigestAt(deps.db, member.userId, period);
        return composeDigest(await digestInputOf(deps, member.weddingId, frequency, local.day, since), digestTexts);
      },
      member.email,
    );
    if (sent) digests += 1;
  }
  if (settings.paymentReminders && isAwakeHour(local)) {
    const tomorrow = addDays(local.day, 1);
    const [answers, payments] = await Promise.all([
      weddingAnswersOf(deps.db, member.weddingId),
      paymentsOf(deps, member.weddingId),
    ]);
    const couple = coupleGenitiveOf(answers?.bride_name ?? null, answers?.groom_name ?? null);
    for (const payment of payments.filter((item) => item.dueDate === tomorrow && item.restKopecks > 0)) {
      const reminder = { userId: member.userId, itemId: payment.id, dueDate: payment.dueDate };
      const sent = await sendOnce(
        deps,
        () => repository.takePaymentReminder(deps.db, reminder, now),
        () => repository.releasePaymentReminder(deps.db, reminder),
        async () =>
          composePaymentReminder(
            { coupleGenitive: couple, payment, settingsUrl: settingsUrl(deps.publicUrl) },
            digestTexts,
          ),
        member.email,
      );
      if (sent) reminders += 1;
    }
  }
  return { digests, reminders };
}

/**
 * One pass over the members of subscribed weddings: the digest due in each one's morning and the
 * reminders of payments due tomorrow. Safe to run from every process at once: each mail is taken
 * by a row first (repository.take*), so it goes once; a mail that fails is given back for the next pass.
 */
export async function sweepNotifications(deps: DigestDeps): Promise<{ digests: number; reminders: number }> {
  const now = deps.clock.now();
  const totals = { digests: 0, reminders: 0 };
  for (const member of await repository.listMailableMembers(deps.db, now.toISOString())) {
    const settings = settingsFrom(member);
    const local = localTimeOf(now, settings.timeZone);
    try {
      const sent = await sweepMember(deps, member, settings, local, now.toISOString());
      totals.digests += sent.digests;
      totals.reminders += sent.reminders;
    } catch (error) {
      deps.log.warn({ err: error, userId: member.userId }, 'a member’s digest or reminder could not be sent');
    }
  }
  return totals;
}
