import { useTranslation } from 'react-i18next';
import type { BudgetSummary, BudgetSummaryRequest } from '../../../contract/budget.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { BUDGET_SUMMARY_PATH } from './paths.ts';

/** POST /budget/summary: the total budget. */
export function useSetBudgetTotal() {
  const { t } = useTranslation('budget');
  return useApiMutation<number, BudgetSummary>(BUDGET_SUMMARY_PATH, (value) => ({
    method: 'post',
    path: BUDGET_SUMMARY_PATH,
    body: { value } satisfies BudgetSummaryRequest,
    successMessage: t('total.success'),
  }));
}
