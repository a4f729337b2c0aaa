import { useTranslation } from 'react-i18next';
import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

/** POST /budget/summary: the total budget. */
export function useSetBudgetTotal() {
  const { t } = useTranslation('budget');
  return useRouteMutation(budgetRoutes.setTotal, (value: number) => ({
    body: { value },
    successMessage: t('total.success'),
  }));
}
