import type { TodoList } from '../../../contract/todos.ts';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';

/** GET /todos: the couple's checklist (the server makes the ready one on the first call). */
export const TODOS_PATH = '/todos';

export function useTodos() {
  return useApiQuery<TodoList>(TODOS_PATH);
}
