import { useTranslation } from 'react-i18next';
import type { BudgetCategoryRequest } from '../../../contract/budget.ts';
import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

/** POST /dictionaries/budget/category. */
export function useAddBudgetCategory() {
  const { t } = useTranslation('budget');
  return useRouteMutation(budgetRoutes.addCategory, (body: BudgetCategoryRequest) => ({
    body,
    successMessage: t('categories.added'),
  }));
}

/** PATCH /dictionaries/budget/category/{id}: a new name. */
export function useRenameBudgetCategory() {
  const { t } = useTranslation('budget');
  return useRouteMutation(budgetRoutes.renameCategory, ({ id, name }: { id: string; name: string }) => ({
    params: { id },
    body: { name },
    successMessage: t('categories.updated'),
  }));
}

/** What becomes of a deleted category's items: moved into another category, or deleted with it. */
export type CategoryItemsFate = { moveTo: string } | { deleteItems: true } | Record<string, never>;

/** DELETE /dictionaries/budget/category/{id}; its items move or go, so the list and sums change too. */
export function useDeleteBudgetCategory() {
  const { t } = useTranslation('budget');
  return useRouteMutation(budgetRoutes.deleteCategory, ({ id, fate }: { id: string; fate: CategoryItemsFate }) => ({
    params: { id },
    query: 'deleteItems' in fate ? { deleteItems: 'true' as const } : fate,
    successMessage: t('categories.deleted'),
  }));
}
