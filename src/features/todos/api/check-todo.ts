import type { Todo, TodoUpdateRequest } from '../../../contract/todos.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { TODOS_PATH } from './todos.ts';

/**
 * PATCH /todos/{id} with only `checked` (spec section 4: the checkbox sends nothing else). No
 * success notice: the tick and the progress bar already show it, and a notice per tick would crowd.
 */
export function useCheckTodo() {
  return useApiMutation<{ id: string; checked: boolean }, Todo>(TODOS_PATH, ({ id, checked }) => ({
    method: 'patch',
    path: TODOS_PATH,
    id,
    body: { checked } satisfies TodoUpdateRequest,
  }));
}
