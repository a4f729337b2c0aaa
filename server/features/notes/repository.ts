import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { NotesTable } from './tables.ts';

/*
 * Every SQL statement of the notes. Each function takes the database and the wedding's id: no
 * statement reads or changes another wedding's note.
 */
type Db = Kysely<Database>;

/** Newest first: the last written or changed on top (ids break ties so the order is stable). */
export async function listNotes(db: Db, weddingId: string): Promise<NotesTable[]> {
  return db
    .selectFrom('notes')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertNote(db: Db, row: NotesTable): Promise<void> {
  await db.insertInto('notes').values(row).execute();
}

export async function updateNote(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<NotesTable>,
): Promise<NotesTable | undefined> {
  return db
    .updateTable('notes')
    .set(changes)
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteNote(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('notes')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
