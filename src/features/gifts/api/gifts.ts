import { useTranslation } from 'react-i18next';
import { giftRoutes } from '../../../contract/gift-routes.ts';
import type { GiftPatch, GiftRequest } from '../../../contract/gifts.ts';
import { guestRoutes } from '../../../contract/guest-routes.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /gifts: the gifts received, newest first. */
export function useGifts() {
  return useRouteQuery(giftRoutes.list);
}

/** GET /gifts/summary: the ledger's figures. */
export function useGiftSummary() {
  return useRouteQuery(giftRoutes.summary);
}

/** GET /guests: whom a gift may name (a helper reads the list too). */
export function useGiftGuests() {
  return useRouteQuery(guestRoutes.list);
}

/** POST /gifts: an envelope or a thing, recorded from the quick form. */
export function useRecordGift() {
  const { t } = useTranslation('gifts');
  return useRouteMutation(giftRoutes.add, (body: GiftRequest) => ({ body, successMessage: t('notices.recorded') }));
}

/** PATCH /gifts/{id} with the edit dialog's form. */
export function useUpdateGift() {
  const { t } = useTranslation('gifts');
  return useRouteMutation(giftRoutes.change, ({ id, form }: { id: string; form: GiftPatch }) => ({
    params: { id },
    body: form,
    successMessage: t('notices.updated'),
  }));
}

/** PATCH /gifts/{id} with only `thanked`: no notice, the tick itself shows it. */
export function useThankGift() {
  return useRouteMutation(giftRoutes.change, ({ id, thanked }: { id: string; thanked: boolean }) => ({
    params: { id },
    body: { thanked },
  }));
}

/** DELETE /gifts/{id}, after the page has asked for confirmation (the couple only). */
export function useDeleteGift() {
  const { t } = useTranslation('gifts');
  return useRouteMutation(giftRoutes.remove, (id: string) => ({
    params: { id },
    successMessage: t('notices.deleted'),
  }));
}
