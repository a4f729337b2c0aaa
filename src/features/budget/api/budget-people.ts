import { useTranslation } from 'react-i18next';
import type { BudgetPeople, BudgetPeopleRequest } from '../../../contract/budget.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import { BUDGET_ITEMS_PATH, BUDGET_PEOPLE_PATH, BUDGET_SUMMARY_PATH } from './paths.ts';

/** GET /budget/people: the head count per-person prices use (the guest list's). */
export function useBudgetPeople() {
  return useApiQuery<BudgetPeople>(BUDGET_PEOPLE_PATH);
}

/** POST /budget/people: whether the children count; every per-person price and the sums follow. */
export function useSetCountChildren() {
  const { t } = useTranslation('budget');
  return useApiMutation<boolean, BudgetPeople>(
    BUDGET_PEOPLE_PATH,
    (countChildren) => ({
      method: 'post',
      path: BUDGET_PEOPLE_PATH,
      body: { countChildren } satisfies BudgetPeopleRequest,
      successMessage: t('perPerson.choiceSaved'),
    }),
    { revalidates: [BUDGET_ITEMS_PATH, BUDGET_SUMMARY_PATH] },
  );
}
