import todosTexts from '../../locales/ru/todos.json';
import { todoRoutes } from '../../src/contract/todo-routes.ts';
import { newTodo, todoChanges } from '../../src/contract/todo-rules.ts';
import { CALENDAR_TYPE, fileAnswer, mockCollection, mockDb, type MockMember, mockRoute } from '../kit.ts';
import { planKeyOf, XLSX_TYPE } from '../kit.ts';
import { newTodoId, periodEntries, todoListOf, toTodo, toTodos } from '../todo-store.ts';
import { todoCalendar, todoWorkbook } from '../todo-files.ts';

/** The wedding's checklist (the ready one on the first call, as the server makes it). */
const listOf = (user: MockMember) => todoListOf(mockDb.todos, { ...user, id: planKeyOf(user) });
const todosOf = (user: MockMember) => listOf(user).todos;
const todos = mockCollection(todosOf, (todo, user) => toTodo(todo, listOf(user)));
const fileName = (extension: string, ascii: string) => ({ file: `${todosTexts.export.fileName}.${extension}`, ascii });

/** The to-do calls of api.md, answered from mockDb like the server answers them (todo-rules.ts). */
export const todoHandlers = [
  mockRoute(todoRoutes.list, ({ user }) => toTodos(listOf(user))),
  mockRoute(todoRoutes.periods, ({ user }) => periodEntries(listOf(user))),
  todos.add(todoRoutes.add, ({ body }) => newTodo(newTodoId(), body)),
  todos.change(todoRoutes.change, (todo, { user, body }) => {
    Object.assign(todo, todoChanges(body, toTodo(todo, listOf(user)).period));
  }),
  todos.remove(todoRoutes.remove),
  mockRoute(todoRoutes.download, () => fileAnswer(todoWorkbook(), XLSX_TYPE, fileName('xlsx', 'todo-list.xlsx'))),
  mockRoute(todoRoutes.calendar, ({ user }) =>
    fileAnswer(todoCalendar(listOf(user)), CALENDAR_TYPE, fileName('ics', 'todo-list.ics')),
  ),
];
