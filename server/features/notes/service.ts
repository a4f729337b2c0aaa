import { randomBytes } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import type { Note, NotePatch, NoteRequest } from '../../../src/contract/notes.ts';
import { newNote, noteChanges } from '../../../src/contract/note-rules.ts';
import type { Database } from '../../db/database.ts';
import type { NotesTable } from './tables.ts';
import { notFoundError } from '../../lib/http-error.ts';
import * as repository from './repository.ts';

/*
 * The notes' rules beyond SQL: a title of spaces only is "required" (the schema cannot tell), the
 * title is trimmed, the text kept as typed (only trailing blank space goes), and a foreign or
 * unknown id is a 404.
 */
export interface NoteDeps {
  db: Kysely<Database>;
  now: () => Date;
}

function toAnswer(row: NotesTable): Note {
  return { id: row.id, title: row.title, text: row.text, updatedAt: row.updated_at };
}

export async function listNotes(deps: NoteDeps, weddingId: string): Promise<Note[]> {
  return (await repository.listNotes(deps.db, weddingId)).map(toAnswer);
}

export async function createNote(deps: NoteDeps, weddingId: string, body: NoteRequest): Promise<Note> {
  const { updatedAt, ...note } = newNote(`nt_${randomBytes(9).toString('base64url')}`, body, deps.now());
  const row: NotesTable = { ...note, wedding_id: weddingId, created_at: updatedAt, updated_at: updatedAt };
  await repository.insertNote(deps.db, row);
  return toAnswer(row);
}

export async function updateNote(deps: NoteDeps, weddingId: string, id: string, body: NotePatch): Promise<Note> {
  const changes: Updateable<NotesTable> = { ...noteChanges(body), updated_at: deps.now().toISOString() };
  const row = await repository.updateNote(deps.db, weddingId, id, changes);
  if (!row) throw notFoundError();
  return toAnswer(row);
}

export async function deleteNote(deps: NoteDeps, weddingId: string, id: string): Promise<void> {
  if (!(await repository.deleteNote(deps.db, weddingId, id))) throw notFoundError();
}
