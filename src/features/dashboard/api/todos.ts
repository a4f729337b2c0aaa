import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import type { TodoView } from '../planning-views.ts';

/** GET /todos: the same key as the to-do page. */
export const TODOS_KEY = '/todos';

export function useTodos(enabled: boolean) {
  return useApiQuery<TodoView[]>(enabled ? TODOS_KEY : null);
}
