import { todoRoutes } from '../../../contract/todo-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /dictionaries/todos/period: the periods in order, with their dates for this couple. */
export function useTodoPeriods() {
  return useRouteQuery(todoRoutes.periods);
}
