import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The Telegram bot (issue 40, point 4). `telegram_start_codes`: each invitation's code for
 * t.me/<bot>?start=<code>, made the first time its page offers the link. `telegram_chats`: the chat a
 * household bound with /start <code> (one per household; /stop sets stopped_at). `telegram_bot`: one
 * row, the bot's username (for the page's link in every process), the next getUpdates offset (so a
 * poller taking over does not handle an update twice) and which process polls until when.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('telegram_start_codes')
    .addColumn('invitation_id', 'text', (c) => c.primaryKey().references('rsvp_invitations.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('telegram_chats')
    .addColumn('invitation_id', 'text', (c) => c.primaryKey().references('rsvp_invitations.id').onDelete('cascade'))
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('bound_at', 'text', (c) => c.notNull())
    .addColumn('stopped_at', 'text')
    .execute();
  await db.schema.createIndex('telegram_chats_chat').on('telegram_chats').column('chat_id').execute();
  await db.schema
    .createTable('telegram_bot')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text')
    .addColumn('update_offset', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('poller_id', 'text')
    .addColumn('poller_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('telegram_bot').execute();
  await db.schema.dropTable('telegram_chats').execute();
  await db.schema.dropTable('telegram_start_codes').execute();
}
