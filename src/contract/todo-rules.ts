import { periodOn, periodRanges, todoStandings, type PlanningDates } from './todo-calendar.ts';
import { TODO_PERIOD_CODES, type Todo, type TodoPeriodCode, type TodoPeriodEntry } from './todos.ts';

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
