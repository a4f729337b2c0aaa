import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * What the product mails a member of its own accord (issue 40, point 5): their choice of digest and
 * payment reminders and their time zone (no row: the defaults), and what was last sent, so that each
 * digest and each payment's reminder goes once however many processes sweep.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_notifications')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('payment_reminders', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One row per digest sent: the period (the member's day, or the Monday of a weekly one) is taken
  // before the mail goes, so two processes never send the same one.
  await db.schema
    .createTable('digests_sent')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('digests_sent_pk', ['user_id', 'period'])
    .execute();
  await db.schema
    .createTable('payment_reminders_sent')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_reminders_sent_pk', ['user_id', 'item_id', 'due_date'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_reminders_sent').execute();
  await db.schema.dropTable('digests_sent').execute();
  await db.schema.dropTable('member_notifications').execute();
}
