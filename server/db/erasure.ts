import { sql, type Kysely } from 'kysely';
import type { Engine } from './connect.ts';
import type { Database } from './database.ts';

/**
 * Makes a deletion of personal data reach the bytes on disk. On SQLite, secure_delete has zeroed
 * the deleted rows in the pages the delete wrote, but the WAL still holds the earlier frames of
 * those pages, with the rows in them: a TRUNCATE checkpoint copies the newest pages into the
 * database file and empties the WAL. If another connection is reading, the checkpoint cannot
 * finish now and the next automatic one completes it; that is not worth failing a deletion for.
 * PostgreSQL keeps its files outside the data folder and reclaims dead rows by (auto)vacuum.
 */
export async function flushDeletedRows(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}
