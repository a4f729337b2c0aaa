import { noteRoutes } from '../../src/contract/note-routes.ts';
import { newNote, noteChanges } from '../../src/contract/note-rules.ts';
import { mockCollection, mockDb, newestFirst, newMockId, planData } from '../kit.ts';
import { newMockNotes } from '../notes-seed.ts';

/* The notes as the server keeps them (server/features/notes): newest first, the rules of note-rules.ts. */
const notes = mockCollection(planData('notes', () => newMockNotes(mockDb.scenario)));

export const noteHandlers = [
  notes.list(noteRoutes.list, newestFirst('updatedAt')),
  notes.add(noteRoutes.add, ({ body }) => newNote(newMockId('nt'), body, new Date())),
  notes.change(noteRoutes.change, (note, { body }) => {
    Object.assign(note, noteChanges(body), { updatedAt: new Date().toISOString() });
  }),
  notes.remove(noteRoutes.remove),
];
