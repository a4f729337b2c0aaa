import type { Todo } from '../../contract/todos.ts';

/** What the plan shows of its own accord, for the ready checklist's tasks the plan itself settles. */
export interface PlanFacts {
  /** Guests on the list. */
  guests: number;
}

/**
 * Tasks of the ready checklist (src/contract/todo-checklist.ts, by key) that the plan shows as done
 * although nobody ticked them: a couple with guests on their list has drafted it. The main page
 * suggests what is still to do, so it passes these over; the to-do list keeps them as the couple
 * left them.
 */
const SETTLED_BY_PLAN = {
  guestDraft: (facts: PlanFacts) => facts.guests > 0,
} satisfies Record<string, (facts: PlanFacts) => boolean>;

/** The checklist's keys of the tasks the plan may settle. */
export type SettledTaskKey = keyof typeof SETTLED_BY_PLAN;

/**
 * Whether a to-do is settled by the plan: it still reads as the checklist wrote it (`taskText` of
 * its key), and the plan shows it done. A task the couple reworded is theirs and stays suggested.
 */
export function settledByPlan(
  facts: PlanFacts,
  taskText: (key: SettledTaskKey) => string,
): (todo: Pick<Todo, 'task'>) => boolean {
  const settled = new Set(
    (Object.keys(SETTLED_BY_PLAN) as SettledTaskKey[])
      .filter((key) => SETTLED_BY_PLAN[key](facts))
      .map((key) => taskText(key)),
  );
  return (todo) => settled.has(todo.task);
}
