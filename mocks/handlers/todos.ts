import { HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import todosTexts from '../../locales/ru/todos.json';
import validation from '../../locales/ru/validation.json';
import { todoRoutes } from '../../src/contract/todo-routes.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { newTodoId, periodEntries, todoListOf, toTodo, toTodos, type MockTodoList } from '../todo-store.ts';
import { todoCalendar, todoWorkbook } from '../todo-files.ts';
import { validationFailed } from '../validation.ts';

/** The wedding's checklist (the ready one on the first call, as the server makes it). */
const listOf = (user: SessionUser): MockTodoList => todoListOf(mockDb.todos, { ...user, id: planKeyOf(user) });

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
  mockRoute(todoRoutes.list, ({ user }) => {
    const list = listOf(user);
    return HttpResponse.json(toTodos(list));
  }),

  mockRoute(todoRoutes.periods, ({ user }) => HttpResponse.json(periodEntries(listOf(user)))),

  mockRoute(todoRoutes.add, ({ user, body: value }) => {
    const list = listOf(user);
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

  mockRoute(todoRoutes.change, ({ user, params, body: value }) => {
    const list = listOf(user);
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

  mockRoute(todoRoutes.remove, ({ user, params }) => {
    const list = listOf(user);
    const index = list.todos.findIndex((candidate) => candidate.id === params.id);
    if (index < 0) return notFound();
    list.todos.splice(index, 1);
    return HttpResponse.json({});
  }),

  mockRoute(
    todoRoutes.download,
    () =>
      new HttpResponse(todoWorkbook(), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': attachment('xlsx', 'todo-list.xlsx'),
        },
      }),
  ),

  mockRoute(
    todoRoutes.calendar,
    ({ user }) =>
      new HttpResponse(todoCalendar(listOf(user)), {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': attachment('ics', 'todo-list.ics'),
        },
      }),
  ),
];
