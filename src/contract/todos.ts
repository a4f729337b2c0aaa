import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Nullable, PRINTABLE, Text } from './schema-kit.ts';

/*
 * The to-do calls (api.md, "Planning"): the checklist, its periods and the two downloads. Beyond
 * api.md's fields, a to-do carries where it stands against the wedding date (`plannedPeriod`,
 * `carriedOver`, `overdue`, `dueDate`), and a period its dates, so the app shows no date arithmetic
 * of its own.
 */

/**
 * The periods a Russian couple plans by, in order, each counted back from the registration date:
 * a period runs from its start to the start of the next one, and a task in it is due on its last day.
 */
export const TODO_PERIOD_CODES = [
  'yearOrMore',
  'nineMonths',
  'sixMonths',
  'threeMonths',
  'twoMonths',
  'oneMonth',
  'twoWeeks',
  'oneWeek',
  'oneDay',
  'weddingDay',
  'afterWedding',
] as const;
export type TodoPeriodCode = (typeof TODO_PERIOD_CODES)[number];

export const TODO_TASK_MAX_LENGTH = 500;
export const TODO_COMMENT_LINE_MAX_LENGTH = 1000;
export const TODO_COMMENT_MAX_LINES = 30;

const PERIOD_MEANING = `One of ${TODO_PERIOD_CODES.join(', ')} (GET /dictionaries/todos/period).`;

/** A period code: empty reads as "required", anything else unknown as "filled in wrongly". */
export const TodoPeriod = Type.String({
  allOf: [{ minLength: 1 }, { enum: [...TODO_PERIOD_CODES] }],
  description: PERIOD_MEANING,
});
export type TodoPeriod = Static<typeof TodoPeriod>;

const Task = Type.String({
  maxLength: TODO_TASK_MAX_LENGTH,
  pattern: PRINTABLE,
  allOf: [{ minLength: 1 }],
  description: 'What to do; blank reads as "required" too. Leading and trailing spaces are dropped.',
});

/** The comment as a list of lines (the app's form takes one per line); blank lines are dropped. */
export const TodoComment = Type.Array(Text({ max: TODO_COMMENT_LINE_MAX_LENGTH }), {
  maxItems: TODO_COMMENT_MAX_LINES,
  description: `Up to ${TODO_COMMENT_MAX_LINES} lines, no line breaks inside a line; blank lines are dropped.`,
});
export type TodoComment = Static<typeof TodoComment>;

export const TodoCreateRequest = Closed({
  period: TodoPeriod,
  task: Task,
  comment: Type.Optional(TodoComment),
  checked: Type.Optional(Type.Boolean({ description: 'Done; false when left out.' })),
});
export type TodoCreateRequest = Static<typeof TodoCreateRequest>;

/** PATCH /todos/{id}: the full form, or only `{ checked }` (the checkbox); fields left out keep their value. */
export const TodoUpdateRequest = Closed({
  period: Type.Optional(TodoPeriod),
  task: Type.Optional(Task),
  comment: Type.Optional(TodoComment),
  checked: Type.Optional(Type.Boolean()),
});
export type TodoUpdateRequest = Static<typeof TodoUpdateRequest>;

export const TodoIdParams = Closed({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type TodoIdParams = Static<typeof TodoIdParams>;

const IsoDate = Type.String({ format: 'date', description: 'A calendar day, YYYY-MM-DD.' });

export const Todo = Closed(
  {
    id: Type.String(),
    period: Type.String({
      description: 'The period the task is listed under now (a carried-over task: the current one).',
    }),
    task: Type.String(),
    comment: Type.Array(Type.String()),
    checked: Type.Boolean(),
    plannedPeriod: Type.String({
      description: 'The period the task was filed under; differs from period when carried over.',
    }),
    carriedOver: Type.Boolean({
      description:
        'Its planned period was already over when the couple started (or set or changed the wedding date), ' +
        'so it moved to the period current then instead of showing as overdue.',
    }),
    overdue: Type.Boolean({ description: 'Not done, and its period ended while the couple was planning.' }),
    dueDate: Nullable({ ...IsoDate, description: 'Last day of its period; null without a wedding date.' }),
  },
  { description: 'A to-do (api.md: id, period, task, comment, checked) with its standing against the wedding date.' },
);
export type Todo = Static<typeof Todo>;

export const TodoList = Type.Array(Todo);
export type TodoList = Static<typeof TodoList>;

export const TodoPeriodEntry = Closed({
  id: Type.String(),
  code: Type.String({ description: PERIOD_MEANING }),
  name: Type.String(),
  startDate: Nullable({ ...IsoDate, description: 'First day; null without a wedding date, and for the first period.' }),
  dueDate: Nullable({ ...IsoDate, description: 'Last day; null without a wedding date.' }),
  current: Type.Boolean({ description: 'Today falls in it (false for all without a wedding date).' }),
});
export type TodoPeriodEntry = Static<typeof TodoPeriodEntry>;

export const TodoPeriodList = Type.Array(TodoPeriodEntry);
export type TodoPeriodList = Static<typeof TodoPeriodList>;
