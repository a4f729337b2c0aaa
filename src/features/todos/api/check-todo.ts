import { todoRoutes } from '../../../contract/todo-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

/**
 * PATCH /todos/{id} with only `checked` (spec section 4: the checkbox sends nothing else). No
 * success notice: the tick and the progress bar already show it, and a notice per tick would crowd.
 */
export function useCheckTodo() {
  return useRouteMutation(todoRoutes.change, ({ id, checked }: { id: string; checked: boolean }) => ({
    params: { id },
    body: { checked },
  }));
}
