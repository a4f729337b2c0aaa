import { useTranslation } from 'react-i18next';
import { todoRoutes } from '../../../contract/todo-routes.ts';
import type { TodoCreateRequest } from '../../../contract/todos.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

/** POST /todos: a new task from the form. */
export function useCreateTodo() {
  const { t } = useTranslation('todos');
  return useRouteMutation(todoRoutes.add, (body: TodoCreateRequest) => ({ body, successMessage: t('notices.added') }));
}

/** PATCH /todos/{id} with the full form. */
export function useUpdateTodo() {
  const { t } = useTranslation('todos');
  return useRouteMutation(todoRoutes.change, ({ id, form }: { id: string; form: TodoCreateRequest }) => ({
    params: { id },
    body: form,
    successMessage: t('notices.updated'),
  }));
}
