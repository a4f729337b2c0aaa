import { useTranslation } from 'react-i18next';
import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { purchaseRoutes } from '../../../contract/purchase-routes.ts';
import type { PurchaseRequest } from '../../../contract/purchases.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /purchases: the shopping list, in the order of adding. */
export function usePurchases() {
  return useRouteQuery(purchaseRoutes.list);
}

/** The couple's budget categories, for the step into the budget (read once that dialog opens). */
export function useBudgetCategories(enabled: boolean) {
  return useRouteQuery(budgetRoutes.categories, { enabled });
}

/** POST /purchases: a new purchase from the form. */
export function useCreatePurchase() {
  const { t } = useTranslation('purchases');
  return useRouteMutation(purchaseRoutes.add, (body: PurchaseRequest) => ({
    body,
    successMessage: t('notices.added'),
  }));
}

/** PATCH /purchases/{id} with the full form. */
export function useUpdatePurchase() {
  const { t } = useTranslation('purchases');
  return useRouteMutation(purchaseRoutes.change, ({ id, form }: { id: string; form: PurchaseRequest }) => ({
    params: { id },
    body: form,
    successMessage: t('notices.updated'),
  }));
}

/** PATCH /purchases/{id} with only `bought`: no notice, the tick itself shows it (as a to-do's). */
export function useTickPurchase() {
  return useRouteMutation(purchaseRoutes.change, ({ id, bought }: { id: string; bought: boolean }) => ({
    params: { id },
    body: { bought },
  }));
}

/** DELETE /purchases/{id}, after the page has asked for confirmation. */
export function useDeletePurchase() {
  const { t } = useTranslation('purchases');
  return useRouteMutation(purchaseRoutes.remove, (id: string) => ({
    params: { id },
    successMessage: t('notices.deleted'),
  }));
}

/** POST /purchases/{id}/budget-item: the bought purchase becomes a paid budget item in the chosen category. */
export function usePurchaseToBudget() {
  const { t } = useTranslation('purchases');
  return useRouteMutation(purchaseRoutes.toBudget, ({ id, category }: { id: string; category?: string }) => ({
    params: { id },
    body: category === undefined ? {} : { category },
    successMessage: t('notices.inBudget'),
  }));
}
