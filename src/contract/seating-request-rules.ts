import { TABLES_MAX, SEATING_RULES_MAX, type Seating, type SeatingTable, type SeatingTablePatch } from './seating.ts';
import type { SeatingAutoResult, SeatingTableCreate } from './seating.ts';
import { freePlace, type FloorPlace } from './seating-floor.ts';
import {
  autoSeat,
  autoSeatingReport,
  moveRefusal,
  seatingProblems,
  type SeatingPlan,
  type SeatingTexts,
} from './seating-rules.ts';
import { blankProblem, type CatalogueText, type FieldProblem } from './rule-problem.ts';

/*
 * The seating calls' rules, shared by the server (server/features/seating) and the mock so both
 * answer alike: what a table or a rule request may not hold, how a table is stored, and how the
 * plan answers.
 */

/** A table as both back ends keep it: the answer without its guests (the seats say who sits where). */
export type StoredTable = Omit<SeatingTable, 'guestIds'>;

/** A name of spaces only passes the schema's length; it is as empty as no name. */
export function tableProblem(body: SeatingTablePatch): FieldProblem | null {
  return blankProblem('name', body.name);
}

/** The cap on tables, checked before one more is added. */
export function tooManyTables(count: number): FieldProblem | null {
  return count >= TABLES_MAX
    ? { field: 'name', key: 'seating:errors.tooManyTables', values: { max: TABLES_MAX } }
    : null;
}

/** A new table: round unless said, where the page puts it or else the first free room on the floor (seating-floor.ts). */
export function newTable(id: string, body: SeatingTableCreate, tables: readonly FloorPlace[]): StoredTable {
  const place = freePlace(tables);
  return {
    id,
    name: body.name.trim(),
    shape: body.shape ?? 'round',
    seats: body.seats,
    x: body.x ?? place.x,
    y: body.y ?? place.y,
    head: body.head ?? false,
  };
}

/** The stored fields a request sets (the name trimmed); absent fields stay. */
export function tableChanges(body: SeatingTablePatch): Partial<Omit<StoredTable, 'id'>> {
  const { name, ...rest } = body;
  const changes: Partial<Omit<StoredTable, 'id'>> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) Object.assign(changes, { [key]: value });
  if (name !== undefined) changes.name = name.trim();
  return changes;
}

/** A rule names two different guests of the list. */
export function rulePairProblem(listed: ReadonlySet<string>, [a, b]: readonly [string, string]): FieldProblem | null {
  if (a === b) return { field: 'guestIds', key: 'seating:errors.sameGuest' };
  if (!listed.has(a) || !listed.has(b)) return { field: 'guestIds', key: 'seating:errors.guestNotFound' };
  return null;
}

/** Below the cap on rules, and a pair has one rule at most. */
export function ruleCapProblem(
  rules: readonly { guestIds: readonly string[] }[],
  [a, b]: readonly [string, string],
): FieldProblem | null {
  if (rules.length >= SEATING_RULES_MAX) {
    return { field: 'guestIds', key: 'seating:errors.tooManyRules', values: { max: SEATING_RULES_MAX } };
  }
  if (rules.some((rule) => rule.guestIds.includes(a) && rule.guestIds.includes(b))) {
    return { field: 'guestIds', key: 'seating:errors.ruleExists' };
  }
  return null;
}

/** The guests at a table, in the list's order. */
export function guestIdsAt(plan: Pick<SeatingPlan, 'guests' | 'seats'>, tableId: string): string[] {
  return plan.guests.filter((guest) => plan.seats.get(guest.id) === tableId).map((guest) => guest.id);
}

/** The plan as the API answers it: tables with their guests, the unseated in list order, problems, the expected. */
export function seatingAnswer(
  plan: SeatingPlan,
  tables: readonly StoredTable[],
  expected: ReadonlySet<string> | null,
  texts: SeatingTexts,
): Seating {
  const atTable = new Map<string, string[]>(tables.map((table) => [table.id, []]));
  const unseated: string[] = [];
  for (const guest of plan.guests) {
    const tableId = plan.seats.get(guest.id);
    const list = tableId === undefined ? undefined : atTable.get(tableId);
    if (list) list.push(guest.id);
    else unseated.push(guest.id);
  }
  return {
    tables: tables.map((table) => ({ ...table, guestIds: atTable.get(table.id) ?? [] })),
    unseated,
    rules: plan.rules.map((rule) => ({ id: rule.id, kind: rule.kind, guestIds: [...rule.guestIds] })),
    problems: seatingProblems(plan, texts),
    expected: expected && plan.guests.filter((guest) => expected.has(guest.id)).map((guest) => guest.id),
  };
}

/** Why a guest may not move: 404 for a guest not on the list, 422 for an unknown table or the plan's rule. */
export function guestMoveRefusal(
  plan: SeatingPlan,
  guestId: string,
  tableId: string | null,
  words: CatalogueText,
): { status: 404 | 422; text: string; field?: 'tableId' } | null {
  if (!plan.guests.some((guest) => guest.id === guestId)) {
    return { status: 404, text: words('seating:errors.guestNotFound') };
  }
  if (tableId !== null && !plan.tables.some((table) => table.id === tableId)) {
    return { status: 422, text: words('seating:errors.tableNotFound'), field: 'tableId' };
  }
  const refusal = moveRefusal(plan, guestId, tableId, (key, values) => words(`seating:plan.${key}`, values));
  return refusal ? { status: 422, text: refusal, field: 'tableId' } : null;
}

/** The automatic seating (by default of the expected guests only): its new seats and the call's answer. */
export function autoSeated(
  plan: SeatingPlan,
  tables: readonly StoredTable[],
  expected: ReadonlySet<string> | null,
  everyone: boolean,
  texts: SeatingTexts,
): { placed: string[]; seats: Map<string, string>; answer: SeatingAutoResult } {
  const result = autoSeat(plan, everyone ? undefined : (expected ?? undefined));
  const answer = seatingAnswer({ ...plan, seats: result.seats }, tables, expected, texts);
  const report = autoSeatingReport(plan, result, texts);
  return { placed: result.placed, seats: result.seats, answer: { ...answer, report, seated: result.placed.length } };
}
