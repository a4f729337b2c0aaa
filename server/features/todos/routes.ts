import { todoRoutes } from '../../../src/contract/todo-routes.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { t } from '../../lib/i18n.ts';
import { attachmentHeader } from '../../lib/download.ts';
import { checklistCalendar } from './export.ts';
import { checklistWorkbookOf } from './public.ts';
import {
  createTodo,
  deleteCoupleTodo,
  listCoupleTodos,
  periodEntries,
  planningContext,
  updateCoupleTodo,
  type TodoDeps,
} from './service.ts';

/** The to-do checklist: list, add, change, delete, its periods and two downloads, as `todoRoutes` declares them. */
export default planningFeature(todoRoutes, (app) => {
  const deps: TodoDeps = { db: app.db, clock: app.clock };
  const context = (weddingId: string) => planningContext(deps, weddingId);

  return {
    list: async (request) => listCoupleTodos(deps, await context(request.weddingId)),
    add: async (request) => createTodo(deps, await context(request.weddingId), request.body),
    change: async (request) =>
      updateCoupleTodo(deps, await context(request.weddingId), request.params.id, request.body),
    remove: async (request) => {
      await deleteCoupleTodo(deps, await context(request.weddingId), request.params.id);
      return {};
    },
    periods: async (request) => periodEntries(await context(request.weddingId)),
    download: async (request, reply) => {
      const file = await checklistWorkbookOf(deps, request.weddingId);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(`${t('todos:export.fileName')}.xlsx`, 'todo-list.xlsx'))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
    calendar: async (request, reply) => {
      const planning = await context(request.weddingId);
      const todos = await listCoupleTodos(deps, planning);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachmentHeader(`${t('todos:export.fileName')}.ics`, 'todo-list.ics'))
        .header('cache-control', 'private, no-store')
        .send(checklistCalendar(todos, periodEntries(planning)));
    },
  };
});
