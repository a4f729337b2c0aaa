import type { Todo } from '../../contract/todos.ts';

/*
 * The to-do list's figures as every screen shows them: the to-do page's progress and the main
 * page's widget read them here, so «done of total» and its percent have one meaning.
 */

export interface TodoProgress {
  done: number;
  total: number;
  /** Whole percent done, 0 for an empty list. */
  percent: number;
}

export function todoProgress(todos: readonly Pick<Todo, 'checked'>[]): TodoProgress {
  const done = todos.filter((todo) => todo.checked).length;
  return { done, total: todos.length, percent: todos.length === 0 ? 0 : Math.round((done * 100) / todos.length) };
}

/** How many open tasks the main page lists. */
export const NEXT_TASKS = 3;

/**
 * The next open tasks: those of the earliest period in the list's order that still has one (the
 * server lists a carried-over task under the period current now), in the list's order. `settled`
 * passes over tasks the plan shows done though unticked (settled-by-plan.ts).
 */
export function nextTasks<T extends Pick<Todo, 'period' | 'checked'>>(
  todos: readonly T[],
  settled: (todo: T) => boolean = () => false,
): T[] {
  const open = todos.filter((todo) => !todo.checked && !settled(todo));
  const period = open[0]?.period;
  return open.filter((todo) => todo.period === period).slice(0, NEXT_TASKS);
}
