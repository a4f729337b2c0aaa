import { moscowDate } from './advices.ts';
import type { FieldProblem, Refusal } from './rule-problem.ts';
import { blankProblem, firstProblem } from './rule-problem.ts';
import {
  DAY_ITEMS_MAX,
  dayConflicts,
  sortDay,
  type Day,
  type DayContractor,
  type DayItem,
  type DayItemCreate,
  type DayItemPatch,
} from './wedding-day.ts';

/*
 * The wedding day's rules, shared by the server (server/features/wedding-day) and the mock so both
 * answer alike: what a step may not hold, how its fields are stored, and the day as answered.
 */

/** A day has at most DAY_ITEMS_MAX steps (422 before one more). */
export function tooManyDayItems(count: number): Refusal | null {
  return count >= DAY_ITEMS_MAX
    ? { status: 422, key: 'wedding-day:errors.tooMany', values: { max: DAY_ITEMS_MAX } }
    : null;
}

/** A title not blank, a contractor of this wedding (`contractors`). */
export function dayItemProblem(
  body: DayItemPatch,
  contractors: readonly Pick<DayContractor, 'id'>[],
): FieldProblem | null {
  const unknown = body.contractorId && !contractors.some((contractor) => contractor.id === body.contractorId);
  return firstProblem(
    blankProblem('title', body.title),
    unknown ? { field: 'contractorId', key: 'wedding-day:errors.unknownContractor' } : null,
  );
}

/** The stored fields a request sets, texts trimmed; absent fields stay. */
export function dayItemChanges(body: DayItemPatch): Partial<Omit<DayItem, 'id'>> {
  const changes: Partial<Omit<DayItem, 'id'>> = {};
  if (body.time !== undefined) changes.time = body.time;
  if (body.until !== undefined) changes.until = body.until;
  if (body.contractorId !== undefined) changes.contractorId = body.contractorId;
  for (const field of ['title', 'place', 'who', 'comment'] as const) {
    if (body[field] !== undefined) changes[field] = body[field].trim();
  }
  return changes;
}

/** A new step as a request makes it: no end, no place, nobody named unless it says. */
export function newDayItem(id: string, body: DayItemCreate): DayItem {
  const blank = { until: null, place: '', contractorId: null, who: '', comment: '' };
  return { id, ...blank, ...dayItemChanges(body), time: body.time, title: body.title.trim() };
}

/** The wedding day's date (YYYY-MM-DD, Moscow): the registration's, else the banquet's; null without a valid one. */
export function weddingDayDate(registration: string | null | undefined, banquet: string | null | undefined) {
  const instant = registration ?? banquet;
  return instant && !Number.isNaN(Date.parse(instant)) ? moscowDate(new Date(instant)) : null;
}

/** The day as GET /day answers it: steps by time, with the contractors and their conflicts. */
export function dayAnswer(date: string | null, steps: readonly DayItem[], contractors: DayContractor[]): Day {
  const items = sortDay([...steps]);
  return { date, items, contractors, conflicts: dayConflicts(items, contractors) };
}
