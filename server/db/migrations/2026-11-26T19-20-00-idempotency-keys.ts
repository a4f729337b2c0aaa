import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * Idempotency keys of create calls (issue 37, item 4; server/plugins/idempotency.ts): one row per
 * session and key, reserved before the call runs (`status` null) and holding the call's answer once
 * it has one, so every process answers a repeat with it. A session's keys go with the session; rows
 * past `expires_at` are swept.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('session_token_hash', 'text', (c) => c.notNull().references('sessions.token_hash').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('reserved_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('answer', 'text')
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['session_token_hash', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expires_at').on('idempotency_keys').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
