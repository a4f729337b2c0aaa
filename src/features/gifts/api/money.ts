import { useTranslation } from 'react-i18next';
import { giftRoutes } from '../../../contract/gift-routes.ts';
import type { GiftMoneyRequest } from '../../../contract/gifts.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /gifts/money: the site's money block (a transfer link and/or details; both empty: none). */
export function useGiftMoney() {
  return useRouteQuery(giftRoutes.money);
}

/** PUT /gifts/money with the form. */
export function useSaveGiftMoney() {
  const { t } = useTranslation('gifts');
  return useRouteMutation(giftRoutes.setMoney, (body: GiftMoneyRequest) => ({
    body,
    successMessage: t('notices.moneySaved'),
  }));
}
