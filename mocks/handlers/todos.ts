import { HttpResponse } from 'msw';
import todosTexts from '../../locales/ru/todos.json';
import { todoRoutes } from '../../src/contract/todo-routes.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import {
  newTodoId,
  periodEntries,
  todoListOf,
  toTodo,
  toTodos,
  type MockTodo,
  type MockTodoList,
} from '../todo-store.ts';
import { mockCollection } from '../collection.ts';
import { blankProblem } from '../../src/contract/rule-problem.ts';
import { todoLines } from '../../src/contract/todo-rules.ts';
import { todoCalendar, todoWorkbook } from '../todo-files.ts';

/** The wedding's checklist (the ready one on the first call, as the server makes it). */
const listOf = (user: SessionUser): MockTodoList => todoListOf(mockDb.todos, { ...user, id: planKeyOf(user) });

const todos = mockCollection(
  (user) => listOf(user).todos,
  (todo, user) => toTodo(todo, listOf(user)),
);

/** RFC 5987 file name, as the server sends it. */
function attachment(extension: string, ascii: string) {
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(`${todosTexts.export.fileName}.${extension}`)}`;
}

/** The to-do calls of api.md, answered from mockDb like the server answers them. */
export const todoHandlers = [
  mockRoute(todoRoutes.list, ({ user }) => HttpResponse.json(toTodos(listOf(user)))),
  mockRoute(todoRoutes.periods, ({ user }) => HttpResponse.json(periodEntries(listOf(user)))),
  todos.add(todoRoutes.add, ({ body }) => {
    const problem = blankProblem('task', body.task);
    if (problem) return { problem };
    const { period, task, comment = [], checked = false } = body;
    return {
      id: newTodoId(),
      period: period as MockTodo['period'],
      task: task.trim(),
      comment: todoLines(comment),
      checked,
    };
  }),
  todos.change(todoRoutes.change, (todo, { user, body }) => {
    const problem = blankProblem('task', body.task);
    if (problem) return problem;
    // Like the server: a carried-over task sent back with the period it shows in keeps its own.
    if (body.period !== undefined && body.period !== toTodo(todo, listOf(user)).period) {
      todo.period = body.period as MockTodo['period'];
    }
    if (body.task !== undefined) todo.task = body.task.trim();
    if (body.comment !== undefined) todo.comment = todoLines(body.comment);
    if (body.checked !== undefined) todo.checked = body.checked;
  }),
  todos.remove(todoRoutes.remove),

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
