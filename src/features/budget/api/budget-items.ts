import { useTranslation } from 'react-i18next';
import type { BudgetItemPatch, BudgetItemRequest } from '../../../contract/budget.ts';
import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

// An item changes the list and the summary's sums.
const revalidates = [budgetRoutes.summary];

/** POST /budget. */
export function useAddBudgetItem() {
  const { t } = useTranslation('budget');
  return useRouteMutation(
    budgetRoutes.addItem,
    (body: BudgetItemRequest) => ({ body, successMessage: t('item.added') }),
    { revalidates },
  );
}

/** PATCH /budget/{id}. */
export function useUpdateBudgetItem() {
  const { t } = useTranslation('budget');
  return useRouteMutation(
    budgetRoutes.changeItem,
    ({ id, changes }: { id: string; changes: BudgetItemPatch }) => ({
      params: { id },
      body: changes,
      successMessage: t('item.updated'),
    }),
    { revalidates },
  );
}

/** DELETE /budget/{id}. */
export function useDeleteBudgetItem() {
  const { t } = useTranslation('budget');
  return useRouteMutation(
    budgetRoutes.deleteItem,
    (id: string) => ({ params: { id }, successMessage: t('item.deleted') }),
    { revalidates },
  );
}
