import { useTranslation } from 'react-i18next';
import { noteRoutes } from '../../../contract/note-routes.ts';
import type { NoteRequest } from '../../../contract/notes.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /notes: the wedding's notes, newest first. */
export function useNotes() {
  return useRouteQuery(noteRoutes.list);
}

/** POST /notes: a new note from the form. */
export function useCreateNote() {
  const { t } = useTranslation('notes');
  return useRouteMutation(noteRoutes.add, (body: NoteRequest) => ({ body, successMessage: t('notices.added') }));
}

/** PATCH /notes/{id} with the form's title and text. */
export function useUpdateNote() {
  const { t } = useTranslation('notes');
  return useRouteMutation(noteRoutes.change, ({ id, form }: { id: string; form: NoteRequest }) => ({
    params: { id },
    body: form,
    successMessage: t('notices.updated'),
  }));
}

/** DELETE /notes/{id}, after the page has asked for confirmation. */
export function useDeleteNote() {
  const { t } = useTranslation('notes');
  return useRouteMutation(noteRoutes.remove, (id: string) => ({
    params: { id },
    successMessage: t('notices.deleted'),
  }));
}
