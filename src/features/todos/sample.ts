import { periodOn, periodRanges, todoStandings } from '../../contract/todo-calendar.ts';
import { READY_CHECKLIST } from '../../contract/todo-checklist.ts';
import { todoRoutes } from '../../contract/todo-routes.ts';
import { TODO_PERIOD_CODES, type Todo, type TodoPeriodEntry } from '../../contract/todos.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** Ready tasks the sample couple has done (the rest of the first period is left overdue on purpose). */
const DONE_TASKS = new Set([
  'budget',
  'weddingDate',
  'format',
  'guestDraft',
  'venue',
  'registryOffice',
  'registryDocuments',
  'stateFee',
  'registryApplication',
  'photographer',
  'host',
  'dressSearch',
  'witnesses',
]);

/** The sample couple's to-dos: the ready checklist, placed by the calendar's rules as of today. */
export const sample: SectionSample = {
  namespaces: ['todos'],
  reads: ({ texts, weddingDate, startedOn, today }) => {
    const checklist = texts.of('todos:checklist') as Record<string, { task: string; comment?: string[] }>;
    const periodNames = texts.of('todos:periods') as Record<string, string>;
    const plan = { weddingDay: weddingDate, startedOn };
    const entries = READY_CHECKLIST.map((entry) => ({ period: entry.period, checked: DONE_TASKS.has(entry.key) }));
    const standings = todoStandings(entries, plan, today);
    const todos: Todo[] = READY_CHECKLIST.map((entry, index) => {
      const task = checklist[entry.key] ?? { task: entry.key };
      const standing = standings[index]!;
      return {
        id: `sample-todo-${entry.key}`,
        period: standing.period,
        task: task.task,
        comment: [...(task.comment ?? [])],
        checked: entries[index]!.checked,
        plannedPeriod: entry.period,
        carriedOver: standing.carriedOver,
        overdue: standing.overdue,
        dueDate: standing.dueDate,
      };
    });
    const ranges = periodRanges(weddingDate);
    const current = periodOn(ranges, today).code;
    const periods: TodoPeriodEntry[] = TODO_PERIOD_CODES.map((code, index) => ({
      id: code,
      code,
      name: periodNames[code] ?? code,
      startDate: ranges[index]!.start,
      dueDate: ranges[index]!.due,
      current: code === current,
    }));
    return [sampleRead(todoRoutes.list, todos), sampleRead(todoRoutes.periods, periods)];
  },
};
