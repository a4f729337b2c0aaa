import { useTranslation } from 'react-i18next';
import { giftRoutes } from '../../../contract/gift-routes.ts';
import type { WishRequest } from '../../../contract/gifts.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /gifts/wishlist: the couple's wishes, in the order of adding. */
export function useWishlist() {
  return useRouteQuery(giftRoutes.wishlist);
}

/** POST /gifts/wishlist: a new wish from the form. */
export function useAddWish() {
  const { t } = useTranslation('gifts');
  return useRouteMutation(giftRoutes.addWish, (body: WishRequest) => ({
    body,
    successMessage: t('notices.wishAdded'),
  }));
}

/** PATCH /gifts/wishlist/{id} with the full form. */
export function useUpdateWish() {
  const { t } = useTranslation('gifts');
  return useRouteMutation(giftRoutes.changeWish, ({ id, form }: { id: string; form: WishRequest }) => ({
    params: { id },
    body: form,
    successMessage: t('notices.wishUpdated'),
  }));
}

/** DELETE /gifts/wishlist/{id}, after the page has asked for confirmation. */
export function useDeleteWish() {
  const { t } = useTranslation('gifts');
  return useRouteMutation(giftRoutes.removeWish, (id: string) => ({
    params: { id },
    successMessage: t('notices.wishDeleted'),
  }));
}

/** DELETE /gifts/wishlist/{id}/reservation: the couple frees a thing a guest reserved, after confirming. */
export function useReleaseWish() {
  const { t } = useTranslation('gifts');
  return useRouteMutation(giftRoutes.releaseWish, (id: string) => ({
    params: { id },
    successMessage: t('notices.wishReleased'),
  }));
}

/** POST /gifts/wishlist/{id}/picture (multipart `file`): the server re-encodes and stores it. */
export function useSetWishPicture() {
  const { t } = useTranslation('gifts');
  return useRouteMutation(giftRoutes.setWishPicture, ({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return { params: { id }, body: form, successMessage: t('notices.pictureSet') };
  });
}

/** DELETE /gifts/wishlist/{id}/picture. */
export function useRemoveWishPicture() {
  const { t } = useTranslation('gifts');
  return useRouteMutation(giftRoutes.removeWishPicture, (id: string) => ({
    params: { id },
    successMessage: t('notices.pictureRemoved'),
  }));
}
