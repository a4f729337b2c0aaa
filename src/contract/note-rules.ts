import { cleanNoteText, type Note, type NotePatch, type NoteRequest } from './notes.ts';
import { blankProblem, type FieldProblem } from './rule-problem.ts';

/*
 * The notes' rules, shared by the server (server/features/notes) and the mock so both answer alike:
 * a title of spaces only is "required" (the schema cannot tell), the title is trimmed, the text kept
 * as typed (only trailing blank space goes).
 */

export const noteProblem = (body: NotePatch): FieldProblem | null => blankProblem('title', body.title);

/** The fields a change sets, the others stay. */
export function noteChanges(body: NotePatch): Partial<Pick<Note, 'title' | 'text'>> {
  return {
    ...(body.title !== undefined && { title: body.title.trim() }),
    ...(body.text !== undefined && { text: cleanNoteText(body.text) }),
  };
}

/** A new note as a request makes it. */
export function newNote(id: string, body: NoteRequest, now: Date): Note {
  return { id, title: body.title.trim(), text: cleanNoteText(body.text ?? ''), updatedAt: now.toISOString() };
}
