import { useTranslation } from 'react-i18next';
import type { Todo, TodoCreateRequest } from '../../../contract/todos.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { TODOS_PATH } from './todos.ts';

/** POST /todos: a new task from the form. */
export function useCreateTodo() {
  const { t } = useTranslation('todos');
  return useApiMutation<TodoCreateRequest, Todo>(TODOS_PATH, (body) => ({
    method: 'post',
    path: TODOS_PATH,
    body,
    successMessage: t('notices.added'),
  }));
}

/** PATCH /todos/{id} with the full form. */
export function useUpdateTodo() {
  const { t } = useTranslation('todos');
  return useApiMutation<{ id: string; form: TodoCreateRequest }, Todo>(TODOS_PATH, ({ id, form }) => ({
    method: 'patch',
    path: TODOS_PATH,
    id,
    body: form,
    successMessage: t('notices.updated'),
  }));
}
