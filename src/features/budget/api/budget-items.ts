import { useTranslation } from 'react-i18next';
import type { BudgetItem, BudgetItemPatch, BudgetItemRequest } from '../../../contract/budget.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { BUDGET_ITEMS_PATH, BUDGET_SUMMARY_PATH } from './paths.ts';

// An item changes the list and the summary's sums.
const revalidates = [BUDGET_SUMMARY_PATH];

/** POST /budget. */
export function useAddBudgetItem() {
  const { t } = useTranslation('budget');
  return useApiMutation<BudgetItemRequest, BudgetItem>(
    BUDGET_ITEMS_PATH,
    (body) => ({ method: 'post', path: BUDGET_ITEMS_PATH, body, successMessage: t('item.added') }),
    { revalidates },
  );
}

/** PATCH /budget/{id}. */
export function useUpdateBudgetItem() {
  const { t } = useTranslation('budget');
  return useApiMutation<{ id: string; changes: BudgetItemPatch }, BudgetItem>(
    BUDGET_ITEMS_PATH,
    ({ id, changes }) => ({
      method: 'patch',
      path: BUDGET_ITEMS_PATH,
      id,
      body: changes,
      successMessage: t('item.updated'),
    }),
    { revalidates },
  );
}

/** DELETE /budget/{id}. */
export function useDeleteBudgetItem() {
  const { t } = useTranslation('budget');
  return useApiMutation<string>(
    BUDGET_ITEMS_PATH,
    (id) => ({ method: 'delete', path: BUDGET_ITEMS_PATH, id, successMessage: t('item.deleted') }),
    { revalidates },
  );
}
