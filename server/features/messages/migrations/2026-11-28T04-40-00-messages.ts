import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * Messages to guests (issue 40, item 2): a message and one delivery per household and channel, the
 * households that asked to get no more mail, and the RSVP reminders' settings (item 3). A message
 * is claimed for sending by setting `started_at` where it is null, so one process sends it; a
 * delivery is `queued` until sent or failed. The per-wedding e-mail limit counts the e-mail
 * deliveries of the messages sent within 24 hours (messages.send_at).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('link_base', 'text', (c) => c.notNull())
    .addColumn('send_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_wedding_send_at').on('messages').columns(['wedding_id', 'send_at']).execute();
  await db.schema
    .createTable('message_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('invitation_id', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('error', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('message_deliveries_one_per_channel', ['message_id', 'invitation_id', 'channel'])
    .execute();
  await db.schema
    .createTable('message_stops')
    .addColumn('invitation_id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reminder_settings')
    .addColumn('wedding_id', 'text', (c) => c.primaryKey().references('weddings.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('days_before', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reminder_settings').execute();
  await db.schema.dropTable('message_stops').execute();
  await db.schema.dropTable('message_deliveries').execute();
  await db.schema.dropTable('messages').execute();
}
