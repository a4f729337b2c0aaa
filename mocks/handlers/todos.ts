import { http, HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import subscriptions from '../../locales/ru/subscriptions.json';
import todosTexts from '../../locales/ru/todos.json';
import validation from '../../locales/ru/validation.json';
import { TodoCreateRequest, TodoUpdateRequest } from '../../src/contract/todos.ts';
import { apiPath, errorResponse } from '../http.ts';
import { mockDb, sessionUser } from '../store.ts';
import { newTodoId, periodEntries, todoListOf, toTodo, type MockTodoList } from '../todo-store.ts';
import { todoCalendar, todoWorkbook } from '../todo-files.ts';
import { checkBody, jsonBody, validationFailed } from '../validation.ts';

type Access = 'read' | 'write';

/**
 * The server's planning guard (server/plugins/planning-guard.ts): no session 401, never subscribed
 * 403, an ended subscription 403 for writes only. The couple's checklist otherwise.
 */
function guarded(
  access: Access,
): { list: MockTodoList; failure?: undefined } | { list?: undefined; failure: Response } {
  const user = sessionUser();
  if (!user) return { failure: errorResponse(401, errors.server.unauthorized) };
  if (!user.wedding) return { failure: errorResponse(403, errors.server.noWedding) };
  if (!user.subscriptions) return { failure: errorResponse(403, subscriptions.errors.required) };
  if (access === 'write' && user.subscriptions.expires <= 0) {
    return { failure: errorResponse(403, subscriptions.errors.ended) };
  }
  if (access === 'write' && user.wedding.role === 'helper') {
    return { failure: errorResponse(403, errors.server.helperReadOnly) };
  }
  return { list: todoListOf(mockDb.todos, user) };
}

function notFound() {
  return errorResponse(404, errors.server.notFound);
}

const cleanLines = (lines: readonly string[]) => lines.map((line) => line.trim()).filter((line) => line !== '');

/** A blank task is "required", as on the server (the schema cannot tell blank from filled). */
function blankTask(task: string | undefined) {
  return task !== undefined && task.trim() === ''
    ? validationFailed([{ field: 'task', text: validation.required }])
    : undefined;
}

/** RFC 5987 file name, as the server sends it. */
function attachment(extension: string, ascii: string) {
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(`${todosTexts.export.fileName}.${extension}`)}`;
}

/** The to-do calls of api.md, answered from mockDb like the server answers them. */
export const todoHandlers = [
  http.get(apiPath('/todos'), () => {
    const { list, failure } = guarded('read');
    if (failure) return failure;
    return HttpResponse.json(list.todos.map((todo) => toTodo(todo, list)));
  }),

  http.get(apiPath('/dictionaries/todos/period'), () => {
    const { list, failure } = guarded('read');
    if (failure) return failure;
    return HttpResponse.json(periodEntries(list));
  }),

  http.post(apiPath('/todos'), async ({ request }) => {
    const { list, failure } = guarded('write');
    if (failure) return failure;
    const body = await jsonBody(request);
    if (!body) return errorResponse(400, errors.server.malformedJson);
    const { value, failure: invalid } = checkBody(TodoCreateRequest, body);
    if (invalid) return invalid;
    const blank = blankTask(value.task);
    if (blank) return blank;
    const todo = {
      id: newTodoId(),
      period: value.period as MockTodoList['todos'][number]['period'],
      task: value.task.trim(),
      comment: cleanLines(value.comment ?? []),
      checked: value.checked ?? false,
    };
    list.todos.push(todo);
    return HttpResponse.json(toTodo(todo, list));
  }),

  http.patch(apiPath('/todos/:id'), async ({ request, params }) => {
    const { list, failure } = guarded('write');
    if (failure) return failure;
    const body = await jsonBody(request);
    if (!body) return errorResponse(400, errors.server.malformedJson);
    const { value, failure: invalid } = checkBody(TodoUpdateRequest, body);
    if (invalid) return invalid;
    const blank = blankTask(value.task);
    if (blank) return blank;
    const todo = list.todos.find((candidate) => candidate.id === params.id);
    if (!todo) return notFound();
    // Like the server: a carried-over task sent back with the period it shows in keeps its own.
    if (value.period !== undefined && value.period !== toTodo(todo, list).period) {
      todo.period = value.period as typeof todo.period;
    }
    if (value.task !== undefined) todo.task = value.task.trim();
    if (value.comment !== undefined) todo.comment = cleanLines(value.comment);
    if (value.checked !== undefined) todo.checked = value.checked;
    return HttpResponse.json(toTodo(todo, list));
  }),

  http.delete(apiPath('/todos/:id'), ({ params }) => {
    const { list, failure } = guarded('write');
    if (failure) return failure;
    const index = list.todos.findIndex((candidate) => candidate.id === params.id);
    if (index < 0) return notFound();
    list.todos.splice(index, 1);
    return HttpResponse.json({});
  }),

  http.get(apiPath('/todos/download'), () => {
    const { failure } = guarded('read');
    if (failure) return failure;
    return new HttpResponse(todoWorkbook(), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': attachment('xlsx', 'todo-list.xlsx'),
      },
    });
  }),

  http.get(apiPath('/todos/calendar.ics'), () => {
    const { list, failure } = guarded('read');
    if (failure) return failure;
    return new HttpResponse(todoCalendar(list), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': attachment('ics', 'todo-list.ics'),
      },
    });
  }),
];
