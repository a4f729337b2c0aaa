import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The open live streams of GET /wedding/live (issue 37), one row each, whichever process holds
 * it: the per-user and per-address caps are counted here, across processes. A row lives while its
 * process refreshes `expires_at` (a killed process's rows lapse by themselves), and goes with its
 * session or its membership (ON DELETE CASCADE), so a log-out, a password change, a removal or a
 * deleted account ends the stream wherever it is held. On PostgreSQL a deleted row is announced to
 * every process (NOTIFY on the schema's live channel, see server/features/wedding-live/bus.ts),
 * so the process holding it ends it at once; on SQLite (one process) the holder looks for its rows.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_streams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('wedding_members.user_id').onDelete('cascade'))
    .addColumn('wedding_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().references('sessions.token_hash').onDelete('cascade'))
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_streams_user_id').on('live_streams').column('user_id').execute();
  await db.schema.createIndex('live_streams_token_hash').on('live_streams').column('token_hash').execute();
  await db.schema.createIndex('live_streams_client_key').on('live_streams').column('client_key').execute();
  await db.schema.createIndex('live_streams_process_id').on('live_streams').column('process_id').execute();

  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // The channel is the schema's (TG_TABLE_SCHEMA), so products sharing a database in schemas of
  // their own do not hear each other; the same name as liveChannel() in the feature.
  await sql`
    create function live_stream_gone() returns trigger language plpgsql as $$
    begin
      perform pg_notify('wedding_live:' || left(md5(TG_TABLE_SCHEMA), 16), json_build_object('gone', old.id)::text);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger live_stream_gone after delete on live_streams
    for each row execute function live_stream_gone()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_streams').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`drop function if exists live_stream_gone()`.execute(db);
}
