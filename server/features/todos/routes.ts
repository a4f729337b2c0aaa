import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  Todo,
  TodoCreateRequest,
  TodoIdParams,
  TodoList,
  TodoPeriodList,
  TodoUpdateRequest,
} from '../../../src/contract/todos.ts';
import { emptyObjectSchema, errorResponses } from '../../lib/response-schemas.ts';
import { t } from '../../lib/i18n.ts';
import { attachmentHeader, checklistCalendar, checklistWorkbook } from './export.ts';
import {
  createTodo,
  deleteCoupleTodo,
  listCoupleTodos,
  periodEntries,
  planningContext,
  updateCoupleTodo,
} from './service.ts';

const tags = ['planning'];
const security = [{ session: [] }];

const LATE_START =
  'Dates count back from the registration date (Moscow time). Tasks of periods already over when the couple ' +
  'started (the first to-do call, or the first call after the wedding date was set or changed) are listed under ' +
  'the period current then, carriedOver: true; only tasks whose period ends while the couple plans become overdue.';

/** The to-do checklist (api.md, "Planning"): list, add, change, delete, its periods and two downloads. */
export default async function todoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const context = (weddingId: string) => planningContext(app.db, app.clock, weddingId);

  app.get(
    '/todos',
    {
      config: { planning: 'read' },
      schema: {
        tags,
        security,
        summary: "The couple's checklist; a new couple gets the ready Russian checklist",
        description: `In period order as filed, then order of adding. ${LATE_START}`,
        response: { 200: TodoList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listCoupleTodos(app.db, await context(request.weddingId!)),
  );

  app.post(
    '/todos',
    {
      config: { planning: 'write' },
      schema: {
        tags,
        security,
        summary: 'Add a to-do',
        body: TodoCreateRequest,
        response: { 200: Todo, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => createTodo(app.db, app.clock, await context(request.weddingId!), request.body),
  );

  app.patch(
    '/todos/:id',
    {
      config: { planning: 'write' },
      schema: {
        tags,
        security,
        summary: 'Change a to-do: the full form, or only { checked } (the checkbox)',
        description:
          'Fields left out keep their value. Sending a carried-over task its current period back keeps the ' +
          'period it was filed under; another period files it there.',
        params: TodoIdParams,
        body: TodoUpdateRequest,
        response: { 200: Todo, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      updateCoupleTodo(app.db, app.clock, await context(request.weddingId!), request.params.id, request.body),
  );

  app.delete(
    '/todos/:id',
    {
      config: { planning: 'write' },
      schema: {
        tags,
        security,
        summary: 'Delete a to-do (ready-checklist tasks too; they do not come back)',
        params: TodoIdParams,
        response: { 200: emptyObjectSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteCoupleTodo(app.db, await context(request.weddingId!), request.params.id);
      return {};
    },
  );

  app.get(
    '/dictionaries/todos/period',
    {
      config: { planning: 'read' },
      schema: {
        tags,
        security,
        summary: 'The periods of the checklist, in order, with their dates for this couple',
        description: `{ id, code, name } as api.md fixes, plus startDate, dueDate and current. ${LATE_START}`,
        response: { 200: TodoPeriodList, ...errorResponses(401, 403) },
      },
    },
    async (request) => periodEntries(await context(request.weddingId!)),
  );

  // The files are sent as they are: registered without the type provider, which would type them as JSON.
  fastify.get(
    '/todos/download',
    {
      config: { planning: 'read', fileLimit: 'download' },
      schema: {
        tags,
        security,
        summary: 'The checklist as an .xlsx spreadsheet, by period, with done or not and the comments',
        response: {
          200: {
            description:
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet; Russian file name (RFC 5987).',
            type: 'string',
            format: 'binary',
          },
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const planning = await context(request.weddingId!);
      const todos = await listCoupleTodos(app.db, planning);
      const file = await checklistWorkbook(todos, periodEntries(planning), planning.plan?.weddingDay ?? null);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(`${t('todos:export.fileName')}.xlsx`, 'todo-list.xlsx'))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  fastify.get(
    '/todos/calendar.ics',
    {
      config: { planning: 'read', fileLimit: 'download' },
      schema: {
        tags,
        security,
        summary: 'The open to-dos as all-day events on their due dates (iCalendar)',
        description:
          'For Google, Yandex or Apple calendars: one event per open task on the last day of the period it is ' +
          'listed under, with a stable UID so importing again updates them. No events without a wedding date.',
        response: {
          200: { description: 'text/calendar; Russian file name (RFC 5987).', type: 'string' },
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const planning = await context(request.weddingId!);
      const todos = await listCoupleTodos(app.db, planning);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachmentHeader(`${t('todos:export.fileName')}.ics`, 'todo-list.ics'))
        .header('cache-control', 'private, no-store')
        .send(checklistCalendar(todos, periodEntries(planning)));
    },
  );
}
