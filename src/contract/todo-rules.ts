import { periodOn, periodRanges, todoStandings, type PlanningDates } from './todo-calendar.ts';
import { blankProblem, type FieldProblem } from './rule-problem.ts';
import {
  TODO_PERIOD_CODES,
  type Todo,
  type TodoCreateRequest,
  type TodoPeriodCode,
  type TodoPeriodEntry,
  type TodoUpdateRequest,
} from './todos.ts';

/*
 * The to-do list's reading rules, shared by the server (server/features/todos) and the mock so both
 * answer alike: the stored to-dos as the wire has them, the periods, and how a comment is stored.
 */

/** A to-do as both back ends keep it: the period it was filed under. */
export interface StoredTodo {
  id: string;
  period: TodoPeriodCode;
  task: string;
  comment: string[];
  checked: boolean;
}

/** Lines as stored: trimmed, blank ones dropped. */
export function todoLines(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** A task of spaces only is "required". */
export const todoProblem = (body: { task?: string }): FieldProblem | null => blankProblem('task', body.task);

/** A new to-do as a request makes it: the task trimmed, the comment's lines cleaned, not done. */
export function newTodo(id: string, body: TodoCreateRequest): StoredTodo {
  const { period, task, comment = [], checked = false } = body;
  return { id, period: period as TodoPeriodCode, task: task.trim(), comment: todoLines(comment), checked };
}

/**
 * The stored fields a change sets, the others stay. A carried-over task's form shows the period it
 * is listed under (`shown`); sending that period back keeps the one it was filed under, so the mark
 * stays and a later change of the wedding date still knows where it belongs.
 */
export function todoChanges(body: TodoUpdateRequest, shown: string): Partial<Omit<StoredTodo, 'id'>> {
  const changes: Partial<Omit<StoredTodo, 'id'>> = {};
  if (body.task !== undefined) changes.task = body.task.trim();
  if (body.comment !== undefined) changes.comment = todoLines(body.comment);
  if (body.checked !== undefined) changes.checked = body.checked;
  if (body.period !== undefined && body.period !== shown) changes.period = body.period as TodoPeriodCode;
  return changes;
}

/**
 * The stored to-dos (in the list's order) as the wire has them, with where each stands today: a
 * late start's carried-over tasks are spread over the weeks left, so a task's standing depends on
 * the list it is in (todoStandings).
 */
export function todoAnswers(todos: readonly StoredTodo[], plan: PlanningDates | null, today: string): Todo[] {
  const standings = todoStandings(todos, plan, today);
  return todos.map((todo, index) => {
    const { period, carriedOver, overdue, dueDate } = standings[index]!;
    const { id, task, comment, checked } = todo;
    return {
      id,
      period,
      task,
      comment: [...comment],
      checked,
      plannedPeriod: todo.period,
      carriedOver,
      overdue,
      dueDate,
    };
  });
}

/** The periods in order, named (`text` of a catalogue key), with their dates for this couple. */
export function todoPeriodEntries(
  weddingDay: string | null,
  today: string,
  text: (key: string) => string,
): TodoPeriodEntry[] {
  const ranges = weddingDay ? periodRanges(weddingDay) : null;
  const current = ranges ? periodOn(ranges, today).code : null;
  return TODO_PERIOD_CODES.map((code, index) => ({
    id: code,
    code,
    name: text(`todos:periods.${code}`),
    startDate: ranges?.[index]?.start ?? null,
    dueDate: ranges?.[index]?.due ?? null,
    current: code === current,
  }));
}
