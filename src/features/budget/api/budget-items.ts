import { useTranslation } from 'react-i18next';
import type { BudgetItemPatch, BudgetItemRequest } from '../../../contract/budget.ts';
import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

/** POST /budget. */
export function useAddBudgetItem() {
  const { t } = useTranslation('budget');
  return useRouteMutation(budgetRoutes.addItem, (body: BudgetItemRequest) => ({
    body,
    successMessage: t('item.added'),
  }));
}

/** PATCH /budget/{id}. */
export function useUpdateBudgetItem() {
  const { t } = useTranslation('budget');
  return useRouteMutation(budgetRoutes.changeItem, ({ id, changes }: { id: string; changes: BudgetItemPatch }) => ({
    params: { id },
    body: changes,
    successMessage: t('item.updated'),
  }));
}

/** DELETE /budget/{id}. */
export function useDeleteBudgetItem() {
  const { t } = useTranslation('budget');
  return useRouteMutation(budgetRoutes.deleteItem, (id: string) => ({
    params: { id },
    successMessage: t('item.deleted'),
  }));
}
