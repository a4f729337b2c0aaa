import { noteRoutes } from '../../src/contract/note-routes.ts';
import { cleanNoteText } from '../../src/contract/notes.ts';
import { blankProblem } from '../../src/contract/rule-problem.ts';
import { mockCollection, newMockId } from '../collection.ts';
import { newMockNotes } from '../notes-seed.ts';
import { mockDb, planKeyOf } from '../store.ts';

/* The notes as the server keeps them (server/features/notes): newest first, the rules of notes.ts. */
const notes = mockCollection(
  (user) => ((mockDb.notes ??= {})[planKeyOf(user)] ??= newMockNotes(mockDb.scenario)),
  (note) => note,
);

export const noteHandlers = [
  notes.list(noteRoutes.list, (rows) =>
    rows.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id)),
  ),
  notes.add(noteRoutes.add, ({ body }) => {
    const problem = blankProblem('title', body.title);
    if (problem) return { problem };
    return {
      id: newMockId('nt'),
      title: body.title.trim(),
      text: cleanNoteText(body.text ?? ''),
      updatedAt: new Date().toISOString(),
    };
  }),
  notes.change(
    noteRoutes.change,
    (note, { body }) => {
      if (body.title !== undefined) note.title = body.title.trim();
      if (body.text !== undefined) note.text = cleanNoteText(body.text);
      note.updatedAt = new Date().toISOString();
    },
    ({ body }) => blankProblem('title', body.title),
  ),
  notes.remove(noteRoutes.remove),
];
