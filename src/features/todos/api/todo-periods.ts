import type { TodoPeriodList } from '../../../contract/todos.ts';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';

/** GET /dictionaries/todos/period: the periods in order, with their dates for this couple. */
export const TODO_PERIODS_PATH = '/dictionaries/todos/period';

export function useTodoPeriods() {
  return useApiQuery<TodoPeriodList>(TODO_PERIODS_PATH);
}
