import type { DigestFrequency } from '../../../src/contract/notifications.ts';

/* The digest's tables (migrations/2026-11-28T04-30-00-member-notifications.ts), merged into the database's type. */

/** A member's own choice; no row means the defaults (weekly, reminders on, Moscow). */
export interface MemberNotificationsTable {
  user_id: string;
  digest: DigestFrequency;
  payment_reminders: number;
  time_zone: string;
  updated_at: string;
}

/** A digest taken for sending: its period is the member's day, or the Monday of a weekly one. */
export interface DigestsSentTable {
  user_id: string;
  period: string;
  sent_at: string;
}

/** A payment's reminder taken for sending, once per member, item and due date. */
export interface PaymentRemindersSentTable {
  user_id: string;
  item_id: string;
  due_date: string;
  sent_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    member_notifications: MemberNotificationsTable;
    digests_sent: DigestsSentTable;
    payment_reminders_sent: PaymentRemindersSentTable;
  }
}
