import { useTranslation } from 'react-i18next';
import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { useRouteMutation, useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /budget/people: the head count per-person prices use (the guest list's). */
export function useBudgetPeople() {
  return useRouteQuery(budgetRoutes.people);
}

/** POST /budget/people: whether the children count; every per-person price and the sums follow. */
export function useSetCountChildren() {
  const { t } = useTranslation('budget');
  return useRouteMutation(budgetRoutes.setCountChildren, (countChildren: boolean) => ({
    body: { countChildren },
    successMessage: t('perPerson.choiceSaved'),
  }));
}
