import { HttpResponse } from 'msw';
import rsvpTexts from '../../locales/ru/rsvp.json';
import type { Guest } from '../../src/contract/guests.ts';
import { expectedGuests, guestsInvitedToBanquet } from '../../src/contract/banquet-guests.ts';
import { firstProblem } from '../../src/contract/rule-problem.ts';
import type { Seating } from '../../src/contract/seating.ts';
import {
  guestIdsAt,
  newTable,
  ruleCapProblem,
  rulePairProblem,
  seatingAnswer,
  tableChanges,
  tableProblem,
  tooManyTables,
} from '../../src/contract/seating-request-rules.ts';
import { seatingRoutes } from '../../src/contract/seating-routes.ts';
import {
  autoSeat,
  autoSeatingReport,
  moveRefusal,
  type SeatingPlan,
  type SeatingTexts,
} from '../../src/contract/seating-rules.ts';
import { SEATING_FILE_COLUMNS, seatingByTable, seatingSheetLines } from '../../src/contract/seating-file.ts';
import { mockCollection, newMockId } from '../collection.ts';
import { sheetAnswer } from '../sheet-file.ts';
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import { scenarioInvitations } from '../invitations-store.ts';
import { newMockSeating } from '../seating-seed.ts';
import { mockDb, type MockSeating } from '../store.ts';
import { catalogueKeyText, problemAnswer, validationFailed } from '../validation.ts';

/*
 * The seating calls as the server answers them (server/features/seating): the planning guard and
 * the schema first, then the contract's rules (seating-rules.ts) on the mock guest list. A guest
 * removed from the list leaves their seat and rules, as the database's cascade does.
 */

/** A text of locales/ru/seating.json by its dotted key, with {{values}} filled. */
const text = (key: string, values?: Record<string, string | number>) => catalogueKeyText(`seating:${key}`, values);
const planTexts: SeatingTexts = (key, values) => text(`plan.${key}`, values);

function guestsOf(user: { id: string }): Guest[] {
  mockDb.guests[user.id] ??= [];
  return mockDb.guests[user.id]!;
}

/** The couple's seating, made on the first call; seats and rules of guests no longer listed go. */
function seatingOf(user: { id: string }): MockSeating {
  mockDb.seating ??= {};
  const guests = guestsOf(user);
  mockDb.seating[user.id] ??= newMockSeating(mockDb.scenario, guests);
  const seating = mockDb.seating[user.id]!;
  const listed = new Set(guests.map((guest) => guest.id));
  const tables = new Set(seating.tables.map((table) => table.id));
  for (const [guestId, tableId] of Object.entries(seating.seats)) {
    if (!listed.has(guestId) || !tables.has(tableId)) delete seating.seats[guestId];
  }
  seating.rules = seating.rules.filter((rule) => rule.guestIds.every((id) => listed.has(id)));
  return seating;
}

function planOf(user: { id: string }, seating: MockSeating): SeatingPlan {
  return {
    guests: guestsOf(user),
    tables: seating.tables,
    rules: seating.rules,
    seats: new Map(Object.entries(seating.seats)),
  };
}

/** The guests expected at the banquet as the server counts them (src/contract/banquet-guests.ts). */
function expectedOf(user: { id: string }): Set<string> | null {
  // Before the invitations page made them, the scenario's invitations are what it will make.
  const data = mockDb.invitations?.[user.id] ?? scenarioInvitations(mockDb.scenario, guestsOf(user));
  const invited = data && guestsInvitedToBanquet(data.events, data.invitations, rsvpTexts.defaultEvents.banquet);
  return expectedGuests(guestsOf(user), invited ?? null);
}

function answerOf(user: { id: string }, seating: MockSeating): Seating {
  return seatingAnswer(planOf(user, seating), seating.tables, expectedOf(user), planTexts);
}

/* Tables and rules as the server keeps them (server/features/seating), by the rules of seating-request-rules.ts. */
const tables = mockCollection(
  (user) => seatingOf(user).tables,
  (table, user) => ({ ...table, guestIds: guestIdsAt(planOf(user, seatingOf(user)), table.id) }),
  'seating:errors.tableNotFound',
);
const rules = mockCollection(
  (user) => seatingOf(user).rules,
  (rule) => ({ ...rule, guestIds: [...rule.guestIds] }),
  'seating:errors.ruleNotFound',
);

export const seatingHandlers = [
  mockRoute(seatingRoutes.plan, ({ user }) => HttpResponse.json(answerOf(user, seatingOf(user)))),

  tables.add(seatingRoutes.addTable, ({ user, body }) => {
    const problem = firstProblem(tableProblem(body), tooManyTables(seatingOf(user).tables.length));
    return problem ? { problem } : newTable(newMockId('st'), body, seatingOf(user).tables);
  }),

  tables.change(
    seatingRoutes.changeTable,
    (table, { body }) => void Object.assign(table, tableChanges(body)),
    ({ body }) => tableProblem(body),
  ),

  tables.remove(seatingRoutes.deleteTable, undefined, (table, { user }) => {
    const seating = seatingOf(user);
    // The table's guests stand up, as the database's cascade removes their seats.
    for (const [guestId, tableId] of Object.entries(seating.seats)) {
      if (tableId === table.id) delete seating.seats[guestId];
    }
  }),

  mockRoute(seatingRoutes.moveGuest, ({ user, params, body }) => {
    const seating = seatingOf(user);
    const plan = planOf(user, seating);
    if (!plan.guests.some((guest) => guest.id === params.guestId)) {
      return errorResponse(404, text('errors.guestNotFound'));
    }
    const tableId = body.tableId;
    if (tableId !== null && !seating.tables.some((table) => table.id === tableId)) {
      return problemAnswer({ field: 'tableId', key: 'seating:errors.tableNotFound' });
    }
    const refusal = moveRefusal(plan, params.guestId, tableId, planTexts);
    if (refusal) return validationFailed([{ text: refusal, field: 'tableId' }]);
    if (tableId === null) delete seating.seats[params.guestId];
    else seating.seats[params.guestId] = tableId;
    return HttpResponse.json(answerOf(user, seating));
  }),

  rules.add(seatingRoutes.addRule, ({ user, body }) => {
    const pair = body.guestIds as [string, string];
    const listed = new Set(guestsOf(user).map((guest) => guest.id));
    const problem = firstProblem(rulePairProblem(listed, pair), ruleCapProblem(seatingOf(user).rules, pair));
    return problem ? { problem } : { id: newMockId('sr'), kind: body.kind, guestIds: [...pair] };
  }),

  rules.remove(seatingRoutes.deleteRule),

  mockRoute(seatingRoutes.auto, ({ user, query }) => {
    const seating = seatingOf(user);
    const plan = planOf(user, seating);
    const result = autoSeat(plan, query.guests === 'all' ? undefined : (expectedOf(user) ?? undefined));
    seating.seats = Object.fromEntries(result.seats);
    return HttpResponse.json({
      ...answerOf(user, seating),
      report: autoSeatingReport(plan, result, planTexts),
      seated: result.placed.length,
    });
  }),

  mockRoute(seatingRoutes.download, ({ user }) => {
    const seating = seatingOf(user);
    const byTable = seatingByTable({ ...planOf(user, seating), guests: guestsOf(user) });
    const header = SEATING_FILE_COLUMNS.map((key) => text(`file.columns.${key}`));
    const lines = seatingSheetLines(byTable, catalogueKeyText);
    return sheetAnswer(text('file.sheet'), header, lines, {
      file: `${text('file.name')}.xlsx`,
      ascii: 'seating-plan.xlsx',
    });
  }),
];
