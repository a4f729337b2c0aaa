import { useTranslation } from 'react-i18next';
import { lookRoutes } from '../../../contract/look-routes.ts';
import type { LookPatch } from '../../../contract/looks.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /dictionaries/looks: the kinds of both boards, each with its board. */
export function useLookKinds() {
  return useRouteQuery(lookRoutes.dictionary);
}

/** GET /looks: the cards of both boards; each page shows its own board's. */
export function useLookCards() {
  return useRouteQuery(lookRoutes.list);
}

/** What the add form sends: its text fields and, if chosen, the picture. */
export interface NewLookCard {
  title: string;
  category: string;
  link: string;
  comment: string;
  file: File | null;
}

/** POST /looks as multipart/form-data (a picture travels as `file`). */
export function useAddLookCard() {
  const { t } = useTranslation('looks');
  return useRouteMutation(lookRoutes.add, (card: NewLookCard) => {
    const form = new FormData();
    form.append('title', card.title);
    form.append('category', card.category);
    if (card.link.trim() !== '') form.append('link', card.link.trim());
    if (card.comment !== '') form.append('comment', card.comment);
    if (card.file) form.append('file', card.file, card.file.name);
    return { body: form, successMessage: t('notices.added') };
  });
}

export function useChangeLookCard() {
  const { t } = useTranslation('looks');
  return useRouteMutation(lookRoutes.change, ({ id, changes }: { id: string; changes: LookPatch }) => ({
    params: { id },
    body: changes,
    successMessage: t('notices.changed'),
  }));
}

/** The heart: a favourite mark only, with its own short notice. */
export function useToggleFavorite() {
  const { t } = useTranslation('looks');
  return useRouteMutation(lookRoutes.change, ({ id, favorite }: { id: string; favorite: boolean }) => ({
    params: { id },
    body: { favorite },
    successMessage: favorite ? t('notices.favorited') : t('notices.unfavorited'),
  }));
}

export function useRemoveLookCard() {
  const { t } = useTranslation('looks');
  return useRouteMutation(lookRoutes.remove, (id: string) => ({
    params: { id },
    successMessage: t('notices.deleted'),
  }));
}
