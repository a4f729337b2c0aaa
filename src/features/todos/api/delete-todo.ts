import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { TODOS_PATH } from './todos.ts';

/** DELETE /todos/{id}, after the page has asked for confirmation. */
export function useDeleteTodo() {
  const { t } = useTranslation('todos');
  return useApiMutation<string, unknown>(TODOS_PATH, (id) => ({
    method: 'delete',
    path: TODOS_PATH,
    id,
    successMessage: t('notices.deleted'),
  }));
}
