import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The Telegram poller runs under the jobs' lease `telegram-poller` (server/features/jobs, table
 * `leases`) now, so the bot's row no longer says which process polls.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('telegram_bot').dropColumn('poller_id').execute();
  await db.schema.alterTable('telegram_bot').dropColumn('poller_until').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('telegram_bot').addColumn('poller_id', 'text').execute();
  await db.schema.alterTable('telegram_bot').addColumn('poller_until', 'text').execute();
}
