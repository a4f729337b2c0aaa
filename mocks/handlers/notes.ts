import { HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import validation from '../../locales/ru/validation.json';
import { noteRoutes } from '../../src/contract/note-routes.ts';
import { cleanNoteText } from '../../src/contract/notes.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { errorResponse } from '../http.ts';
import { newMockNotes } from '../notes-seed.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf, type MockNote } from '../store.ts';
import { validationFailed } from '../validation.ts';

/*
 * The notes calls as the server answers them (server/features/notes): the guard and the schema
 * first, then a blank title is "required", 404 for an id the wedding does not have, newest first.
 */

function notesOf(user: SessionUser): MockNote[] {
  const notes = (mockDb.notes ??= {});
  return (notes[planKeyOf(user)] ??= newMockNotes(mockDb.scenario));
}

const notFound = () => errorResponse(404, errors.server.notFound);
const blankTitle = () => validationFailed([{ field: 'title', text: validation.required }]);

let counter = 0;
const newId = () => `nt_mock_${(counter += 1)}_${Date.now().toString(36)}`;

export const noteHandlers = [
  mockRoute(noteRoutes.list, ({ user }) =>
    HttpResponse.json(
      [...notesOf(user)].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id)),
    ),
  ),

  mockRoute(noteRoutes.add, ({ user, body }) => {
    const title = body.title.trim();
    if (!title) return blankTitle();
    const note = { id: newId(), title, text: cleanNoteText(body.text ?? ''), updatedAt: new Date().toISOString() };
    notesOf(user).push(note);
    return HttpResponse.json(note);
  }),

  mockRoute(noteRoutes.change, ({ user, params, body }) => {
    const note = notesOf(user).find((candidate) => candidate.id === params.id);
    if (!note) return notFound();
    if (body.title !== undefined && !body.title.trim()) return blankTitle();
    if (body.title !== undefined) note.title = body.title.trim();
    if (body.text !== undefined) note.text = cleanNoteText(body.text);
    note.updatedAt = new Date().toISOString();
    return HttpResponse.json(note);
  }),

  mockRoute(noteRoutes.remove, ({ user, params }) => {
    const notes = notesOf(user);
    const index = notes.findIndex((candidate) => candidate.id === params.id);
    if (index < 0) return notFound();
    notes.splice(index, 1);
    return HttpResponse.json({});
  }),
];
