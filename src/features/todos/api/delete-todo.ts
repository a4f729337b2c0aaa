import { useTranslation } from 'react-i18next';
import { todoRoutes } from '../../../contract/todo-routes.ts';
import { useRouteMutation } from '../../../lib/api/route-calls.ts';

/** DELETE /todos/{id}, after the page has asked for confirmation. */
export function useDeleteTodo() {
  const { t } = useTranslation('todos');
  return useRouteMutation(todoRoutes.remove, (id: string) => ({
    params: { id },
    successMessage: t('notices.deleted'),
  }));
}
