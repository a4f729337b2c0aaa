import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/*
 * Every SQL statement of the file store (server/plugins/uploads.ts). Functions take the database
 * or a transaction, so a file is written and removed in the same commit as the row naming it.
 */
type Db = Kysely<Database>;

export interface FileRow {
  name: string;
  ownerId: string;
  kind: string;
  contentType: string;
  bytes: Buffer;
  createdAt: string;
}

/** Stores a file; a name already stored (a move from disk done twice) is left as it is. */
export async function insertFile(db: Db, file: FileRow): Promise<void> {
  await db
    .insertInto('stored_files')
    .values({
      name: file.name,
      owner_id: file.ownerId,
      kind: file.kind,
      content_type: file.contentType,
      size: file.bytes.length,
      bytes: file.bytes,
      created_at: file.createdAt,
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

export async function deleteFile(db: Db, name: string): Promise<void> {
  await db.deleteFrom('stored_files').where('name', '=', name).execute();
}

/** A file of this owner: its type and bytes, or undefined (another owner's is not found either). */
export async function findOwnFile(db: Db, ownerId: string, name: string) {
  return db
    .selectFrom('stored_files')
    .select(['content_type', 'bytes'])
    .where('name', '=', name)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}
