import { todoProblem } from './todo-rules.ts';
import { EmptyAnswer } from './validation.ts';
import { Todo, TodoCreateRequest, TodoIdParams, TodoList, TodoPeriodList, TodoUpdateRequest } from './todos.ts';
import { route } from './route-table.ts';

const LATE_START =
  'Dates count back from the registration date (Moscow time). Tasks of periods already over when the couple ' +
  'started (the first to-do call, or the first call after the wedding date was set or changed) are listed under ' +
  'the period current then, carriedOver: true; only tasks whose period ends while the couple plans become overdue.';

/** The to-do checklist's calls (api.md, "Planning"): list, add, change, delete, its periods and two downloads. */
export const todoRoutes = {
  list: route({
    method: 'GET',
    path: '/todos',
    access: 'read',
    summary: "The couple's checklist; a new couple gets the ready Russian checklist",
    description: `In period order as filed, then order of adding. ${LATE_START}`,
    answer: TodoList,
  }),
  add: route({
    method: 'POST',
    path: '/todos',
    access: 'write',
    summary: 'Add a to-do',
    body: TodoCreateRequest,
    bodyRule: todoProblem,
    answer: Todo,
    changes: ['/todos'],
    activity: 'todoAdded',
  }),
  change: route({
    method: 'PATCH',
    path: '/todos/:id',
    access: 'write',
    summary: 'Change a to-do: the full form, or only { checked } (the checkbox)',
    description:
      'Fields left out keep their value. Sending a carried-over task its current period back keeps the ' +
      'period it was filed under; another period files it there.',
    params: TodoIdParams,
    body: TodoUpdateRequest,
    bodyRule: todoProblem,
    answer: Todo,
    changes: ['/todos'],
    activity: { action: 'todoChanged', toggle: { field: 'checked', on: 'todoChecked', off: 'todoUnchecked' } },
  }),
  remove: route({
    method: 'DELETE',
    path: '/todos/:id',
    access: 'write',
    summary: 'Delete a to-do (ready-checklist tasks too; they do not come back)',
    params: TodoIdParams,
    answer: EmptyAnswer,
    changes: ['/todos'],
    activity: { action: 'todoDeleted', row: 'todos.task' },
  }),
  periods: route({
    method: 'GET',
    path: '/dictionaries/todos/period',
    access: 'read',
    summary: 'The periods of the checklist, in order, with their dates for this couple',
    description: `{ id, code, name } as api.md fixes, plus startDate, dueDate and current. ${LATE_START}`,
    answer: TodoPeriodList,
  }),
  download: route({
    method: 'GET',
    path: '/todos/download',
    access: 'read',
    fileLimit: 'download',
    summary: 'The checklist as an .xlsx spreadsheet, by period, with done or not and the comments',
    answer: {
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet; Russian file name (RFC 5987).',
    },
  }),
  calendar: route({
    method: 'GET',
    path: '/todos/calendar.ics',
    access: 'read',
    fileLimit: 'download',
    summary: 'The open to-dos as all-day events on their due dates (iCalendar)',
    description:
      'For Google, Yandex or Apple calendars: one event per open task on the last day of the period it is ' +
      'listed under, with a stable UID so importing again updates them. No events without a wedding date.',
    answer: { file: 'text/calendar; Russian file name (RFC 5987).' },
  }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    todo: typeof todoRoutes;
  }
}
