import { todoRoutes } from '../../../contract/todo-routes.ts';
import { API_BASE } from '../../../lib/api/http-client.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /todos: the couple's checklist (the server makes the ready one on the first call). */
export function useTodos() {
  return useRouteQuery(todoRoutes.list);
}

/** Where the browser downloads the checklist (plain links: the server names the files). */
export const todosDownloadUrl = `${API_BASE}${todoRoutes.download.path}`;
export const todosCalendarUrl = `${API_BASE}${todoRoutes.calendar.path}`;
