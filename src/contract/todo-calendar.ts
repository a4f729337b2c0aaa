import { TODO_PERIOD_CODES, type TodoPeriodCode } from './todos.ts';

/*
 * Where a to-do stands against the wedding date, computed the same way by the server and the mocks.
 * Days are calendar days (YYYY-MM-DD) in Moscow time, where most couples plan; a few hours'
 * difference elsewhere in Russia does not move a period that lasts weeks or months.
 *
 * The late-start rule: a couple who starts 3 months before the wedding should not open a list of
 * 40 overdue tasks. A task whose period was already over when the couple started planning with this
 * date (`startedOn`: the day the checklist was made, or the wedding date was set or changed) moves
 * to the period current on that day, marked carried over; only a period that ends while the couple
 * is planning makes its open tasks overdue.
 */

/** Hours Moscow time is ahead of UTC (no daylight saving since 2014). */
const PLANNING_UTC_OFFSET_HOURS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of an instant, in Moscow time. */
export function planningDay(instant: Date | string): string {
  const time = new Date(instant).getTime() + PLANNING_UTC_OFFSET_HOURS * 60 * 60 * 1000;
  return new Date(time).toISOString().slice(0, 10);
}

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year, month - 1, date];
}

function format(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return format(Date.UTC(year, month, date) + days * DAY_MS);
}

/** Calendar months, the day clamped to the month's end (31 March less one month is 28/29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = parts(day);
  const target = new Date(Date.UTC(year, month + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return format(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date, lastDay)));
}

/** Where each period starts, counted from the wedding day; each ends where the next starts. */
const PERIOD_STARTS: Record<TodoPeriodCode, ((wedding: string) => string) | null> = {
  yearOrMore: null,
  nineMonths: (w) => addMonths(w, -9),
  sixMonths: (w) => addMonths(w, -6),
  threeMonths: (w) => addMonths(w, -3),
  twoMonths: (w) => addMonths(w, -2),
  oneMonth: (w) => addMonths(w, -1),
  twoWeeks: (w) => addDays(w, -14),
  oneWeek: (w) => addDays(w, -7),
  oneDay: (w) => addDays(w, -1),
  weddingDay: (w) => w,
  afterWedding: (w) => addDays(w, 1),
};

/** The time after the wedding its tasks are due in: a changed surname needs a new passport within 90 days. */
const AFTER_WEDDING_MONTHS = 3;

export interface PeriodRange {
  code: TodoPeriodCode;
  /** First day; null for the first period, which has no beginning. */
  start: string | null;
  /** First day after it (exclusive). */
  end: string;
  /** Last day: when its tasks are due. */
  due: string;
}

export function periodRanges(weddingDay: string): PeriodRange[] {
  return TODO_PERIOD_CODES.map((code, index) => {
    const start = PERIOD_STARTS[code]?.(weddingDay) ?? null;
    const next = TODO_PERIOD_CODES[index + 1];
    const end = next ? PERIOD_STARTS[next]!(weddingDay) : addMonths(weddingDay, AFTER_WEDDING_MONTHS);
    return { code, start, end, due: addDays(end, -1) };
  });
}

/** The period a day falls in; after the last one ends, the last one still. */
export function periodOn(ranges: readonly PeriodRange[], day: string): PeriodRange {
  return ranges.find((range) => day < range.end) ?? ranges[ranges.length - 1];
}

/** The couple's plan: the wedding day and the day they started planning with it. */
export interface PlanningDates {
  weddingDay: string;
  startedOn: string;
}

export interface TodoStanding {
  /** The period it is listed under now. */
  period: TodoPeriodCode;
  carriedOver: boolean;
  overdue: boolean;
  dueDate: string | null;
}

/** Where one to-do stands on `today`; without a wedding date it stays where it was filed, undated. */
export function todoStanding(
  todo: { period: TodoPeriodCode; checked: boolean },
  plan: PlanningDates | null,
  today: string,
): TodoStanding {
  if (!plan) return { period: todo.period, carriedOver: false, overdue: false, dueDate: null };
  const ranges = periodRanges(plan.weddingDay);
  let range = ranges.find((candidate) => candidate.code === todo.period)!;
  const carriedOver = range.end <= plan.startedOn;
  if (carriedOver) range = periodOn(ranges, plan.startedOn);
  const overdue = !todo.checked && range.end <= today && range.end > plan.startedOn;
  return { period: range.code, carriedOver, overdue, dueDate: range.due };
}

export function isTodoPeriodCode(value: string): value is TodoPeriodCode {
  return (TODO_PERIOD_CODES as readonly string[]).includes(value);
}

/** The least time a late start's carried-over tasks are spread over, when the current period ends sooner. */
const CATCH_UP_MIN_DAYS = 14;

function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2, d2) - Date.UTC(y1, m1, d1)) / DAY_MS);
}

/**
 * Where each to-do of a list stands, in the list's order. A late start's carried-over tasks do not
 * all fall due on one day (issue 22: 17 tasks on 13 February): they are spread week by week, in
 * the list's order, over the weeks left from the start day to the end of the period they moved to
 * (at least two weeks, never past the day before the wedding), each listed under the period its
 * own date falls in and overdue once that date has passed unfinished.
 */
export function todoStandings(
  todos: ReadonlyArray<{ period: TodoPeriodCode; checked: boolean }>,
  plan: PlanningDates | null,
  today: string,
): TodoStanding[] {
  const standings = todos.map((todo) => todoStanding(todo, plan, today));
  if (!plan || plan.startedOn >= plan.weddingDay) return standings;
  const carried = standings.flatMap((standing, index) => (standing.carriedOver ? [index] : []));
  if (carried.length === 0) return standings;

  const ranges = periodRanges(plan.weddingDay);
  const lastDay = addDays(plan.weddingDay, -1);
  const periodDue = periodOn(ranges, plan.startedOn).due;
  const atLeast = addDays(plan.startedOn, CATCH_UP_MIN_DAYS - 1);
  let windowEnd = periodDue > atLeast ? periodDue : atLeast;
  if (windowEnd > lastDay) windowEnd = lastDay;
  if (windowEnd < plan.startedOn) windowEnd = plan.startedOn;
  const weeks = Math.max(1, Math.ceil((daysBetween(plan.startedOn, windowEnd) + 1) / 7));

  carried.forEach((todoIndex, k) => {
    const week = Math.floor((k * weeks) / carried.length);
    const weekEnd = addDays(plan.startedOn, 7 * (week + 1) - 1);
    const due = weekEnd < windowEnd ? weekEnd : windowEnd;
    const todo = todos[todoIndex]!;
    standings[todoIndex] = {
      period: periodOn(ranges, due).code,
      carriedOver: true,
      overdue: !todo.checked && due < today,
      dueDate: due,
    };
  });
  return standings;
}
