import { useTranslation } from 'react-i18next';
import type { BudgetCategory, BudgetCategoryRequest } from '../../../contract/budget.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { BUDGET_CATEGORIES_PATH, BUDGET_ITEMS_PATH, BUDGET_SUMMARY_PATH } from './paths.ts';

/** POST /dictionaries/budget/category. */
export function useAddBudgetCategory() {
  const { t } = useTranslation('budget');
  return useApiMutation<BudgetCategoryRequest, BudgetCategory>(BUDGET_CATEGORIES_PATH, (body) => ({
    method: 'post',
    path: BUDGET_CATEGORIES_PATH,
    body,
    successMessage: t('categories.added'),
  }));
}

/** PATCH /dictionaries/budget/category/{id}: a new name. */
export function useRenameBudgetCategory() {
  const { t } = useTranslation('budget');
  return useApiMutation<{ id: string; name: string }, BudgetCategory>(BUDGET_CATEGORIES_PATH, ({ id, name }) => ({
    method: 'patch',
    path: BUDGET_CATEGORIES_PATH,
    id,
    body: { name } satisfies BudgetCategoryRequest,
    successMessage: t('categories.updated'),
  }));
}

/** What becomes of a deleted category's items: moved into another category, or deleted with it. */
export type CategoryItemsFate = { moveTo: string } | { deleteItems: true } | Record<string, never>;

/** DELETE /dictionaries/budget/category/{id}; its items move or go, so the list and sums change too. */
export function useDeleteBudgetCategory() {
  const { t } = useTranslation('budget');
  return useApiMutation<{ id: string; fate: CategoryItemsFate }>(
    BUDGET_CATEGORIES_PATH,
    ({ id, fate }) => ({
      method: 'delete',
      path: BUDGET_CATEGORIES_PATH,
      id,
      params: 'deleteItems' in fate ? { deleteItems: 'true' } : fate,
      successMessage: t('categories.deleted'),
    }),
    { revalidates: [BUDGET_ITEMS_PATH, BUDGET_SUMMARY_PATH] },
  );
}
