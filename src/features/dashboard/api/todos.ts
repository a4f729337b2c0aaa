import { todoRoutes } from '../../../contract/todo-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /todos, the to-do page's own read. */
export function useTodos(enabled: boolean) {
  return useRouteQuery(todoRoutes.list, { enabled });
}
