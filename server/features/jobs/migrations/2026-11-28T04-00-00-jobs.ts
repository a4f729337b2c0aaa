import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * Work the server does later, kept in the database (issue 40, point 7; server/features/jobs):
 * messages at a time, reminders, digests, sweeps. One row per job, claimed by one process at a time
 * with a lease (`locked_until`), so a killed process's job is claimed again once its lease passes.
 * `key` (unique, null for none) makes enqueueing a job twice do nothing. `leases` names the one
 * process doing something alone (the Telegram poller) until `expires_at`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('key', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_key').unique().on('jobs').column('key').execute();
  // The claim's look-up: due queued jobs by time, and running ones whose lease has passed.
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_lease').on('jobs').columns(['status', 'locked_until']).execute();
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leases').execute();
  await db.schema.dropTable('jobs').execute();
}
