import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import type { TodoList } from '../../../contract/todos.ts';

/** GET /todos: the same key as the to-do page. */
export const TODOS_KEY = '/todos';

export function useTodos(enabled: boolean) {
  return useApiQuery<TodoList>(enabled ? TODOS_KEY : null);
}
