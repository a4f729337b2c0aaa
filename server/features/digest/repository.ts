import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MemberNotificationsTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findSettings(db: Db, userId: string) {
  return db.selectFrom('member_notifications').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveSettings(db: Db, row: MemberNotificationsTable): Promise<void> {
  const { user_id: _user, ...values } = row;
  await db
    .insertInto('member_notifications')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

/** A member the sweep may write to: signed up and confirmed, of a wedding whose subscription runs. */
export interface MailableMember {
  userId: string;
  email: string;
  weddingId: string;
  digest: MemberNotificationsTable['digest'] | null;
  paymentReminders: number | null;
  timeZone: string | null;
}

export async function listMailableMembers(db: Db, now: string): Promise<MailableMember[]> {
  return db
    .selectFrom('wedding_members')
    .innerJoin('users', 'users.id', 'wedding_members.user_id')
    .innerJoin('subscriptions', 'subscriptions.wedding_id', 'wedding_members.wedding_id')
    .leftJoin('member_notifications', 'member_notifications.user_id', 'wedding_members.user_id')
    .select([
      'users.id as userId',
      'users.email as email',
      'wedding_members.wedding_id as weddingId',
      'member_notifications.digest as digest',
      'member_notifications.payment_reminders as paymentReminders',
      'member_notifications.time_zone as timeZone',
    ])
    .where('users.activated_at', 'is not', null)
    .where('subscriptions.expires_at', '>', now)
    .orderBy('users.id')
    .execute();
}

/** Takes a digest's period for sending; false when a process took it before. */
export async function takeDigest(db: Db, userId: string, period: string, now: string): Promise<boolean> {
  const taken = await db
    .insertInto('digests_sent')
    .values({ user_id: userId, period, sent_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'period']).doNothing())
    .returning('period')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Gives a period back after its mail could not go, for the next sweep to try again. */
export async function releaseDigest(db: Db, userId: string, period: string): Promise<void> {
  await db.deleteFrom('digests_sent').where('user_id', '=', userId).where('period', '=', period).execute();
}

/** When the member's last digest before this period went; null before the first. */
export async function lastDigestAt(db: Db, userId: string, beforePeriod: string): Promise<string | null> {
  const row = await db
    .selectFrom('digests_sent')
    .select('sent_at')
    .where('user_id', '=', userId)
    .where('period', '<', beforePeriod)
    .orderBy('period', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.sent_at ?? null;
}

export async function takePaymentReminder(
  db: Db,
  reminder: { userId: string; itemId: string; dueDate: string },
  now: string,
): Promise<boolean> {
  const taken = await db
    .insertInto('payment_reminders_sent')
    .values({ user_id: reminder.userId, item_id: reminder.itemId, due_date: reminder.dueDate, sent_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'item_id', 'due_date']).doNothing())
    .returning('item_id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function releasePaymentReminder(
  db: Db,
  reminder: { userId: string; itemId: string; dueDate: string },
): Promise<void> {
  await db
    .deleteFrom('payment_reminders_sent')
    .where('user_id', '=', reminder.userId)
    .where('item_id', '=', reminder.itemId)
    .where('due_date', '=', reminder.dueDate)
    .execute();
}
