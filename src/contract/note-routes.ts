import { noteProblem } from './note-rules.ts';
import { EmptyAnswer } from './validation.ts';
import { Note, NoteIdParams, NoteList, NotePatch, NoteRequest } from './notes.ts';
import { route } from './route-table.ts';

/** The notes section's calls (api.md, "Boards, notes and purchases"): list, add, change, delete. */
export const noteRoutes = {
  list: route({
    method: 'GET',
    path: '/notes',
    access: 'read',
    summary: "The wedding's notes, newest first",
    description: 'Ordered by updatedAt, the last written or changed first. The page searches them itself.',
    answer: NoteList,
  }),
  add: route({
    method: 'POST',
    path: '/notes',
    access: 'write',
    summary: 'Write a note',
    body: NoteRequest,
    bodyRule: noteProblem,
    answer: Note,
    changes: ['/notes'],
    activity: 'noteAdded',
  }),
  change: route({
    method: 'PATCH',
    path: '/notes/:id',
    access: 'write',
    summary: 'Change a note (its title, its text or both)',
    params: NoteIdParams,
    body: NotePatch,
    bodyRule: noteProblem,
    answer: Note,
    changes: ['/notes'],
    activity: 'noteChanged',
  }),
  remove: route({
    method: 'DELETE',
    path: '/notes/:id',
    access: 'write',
    summary: 'Delete a note',
    params: NoteIdParams,
    answer: EmptyAnswer,
    changes: ['/notes'],
    activity: { action: 'noteDeleted', row: 'notes.title' },
  }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    note: typeof noteRoutes;
  }
}
