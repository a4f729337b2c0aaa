import rsvpTexts from '../../locales/ru/rsvp.json';
import { expectedGuests, guestsInvitedToBanquet } from '../../src/contract/banquet-guests.ts';
import { firstProblem } from '../../src/contract/rule-problem.ts';
import * as rules from '../../src/contract/seating-request-rules.ts';
import { seatingRoutes } from '../../src/contract/seating-routes.ts';
import type { SeatingPlan, SeatingTexts } from '../../src/contract/seating-rules.ts';
import { SEATING_FILE_COLUMNS, seatingByTable, seatingSheetLines } from '../../src/contract/seating-file.ts';
import { catalogueKeyText, errorResponse, mockCollection, mockDb, mockRoute, type MockSeating } from '../kit.ts';
import { newMockId, refuseOn, sheetAnswer } from '../kit.ts';
import { invitationsSoFar } from '../invitations-store.ts';
import { newMockSeating } from '../seating-seed.ts';

/*
 * The seating (server/features/seating) by seating-request-rules.ts on the mock guest list. A guest
 * removed from the list leaves their seat and rules, as the database's cascade does.
 */

/** A text of locales/ru/seating.json by its dotted key, with {{values}} filled. */
const text = (key: string, values?: Record<string, string | number>) => catalogueKeyText(`seating:${key}`, values);
const planTexts: SeatingTexts = (key, values) => text(`plan.${key}`, values);
const guestsOf = (user: { id: string }) => (mockDb.guests[user.id] ??= []);

/** The couple's seating, made on the first call; seats and rules of guests no longer listed go. */
function seatingOf(user: { id: string }): MockSeating {
  const seating = ((mockDb.seating ??= {})[user.id] ??= newMockSeating(mockDb.scenario, guestsOf(user)));
  const listed = new Set(guestsOf(user).map((guest) => guest.id));
  const tables = new Set(seating.tables.map((table) => table.id));
  for (const [guestId, tableId] of Object.entries(seating.seats)) {
    if (!listed.has(guestId) || !tables.has(tableId)) delete seating.seats[guestId];
  }
  seating.rules = seating.rules.filter((rule) => rule.guestIds.every((id) => listed.has(id)));
  return seating;
}

function planOf(user: { id: string }): SeatingPlan {
  const { tables, rules, seats } = seatingOf(user);
  return { guests: guestsOf(user), tables, rules, seats: new Map(Object.entries(seats)) };
}

/** The guests expected at the banquet as the server counts them (src/contract/banquet-guests.ts). */
function expectedOf(user: { id: string }): Set<string> | null {
  // Before the invitations page made them, the scenario's invitations are what it will make.
  const data = invitationsSoFar(user.id, guestsOf(user));
  const invited = data && guestsInvitedToBanquet(data.events, data.invitations, rsvpTexts.defaultEvents.banquet);
  return expectedGuests(guestsOf(user), invited ?? null);
}

const answerOf = (user: { id: string }) =>
  rules.seatingAnswer(planOf(user), seatingOf(user).tables, expectedOf(user), planTexts);

const tables = mockCollection(
  (user) => seatingOf(user).tables,
  (table, user) => ({ ...table, guestIds: rules.guestIdsAt(planOf(user), table.id) }),
  'seating:errors.tableNotFound',
);
const rulesOf = (user: { id: string }) => seatingOf(user).rules;
const pairs = mockCollection(rulesOf, (rule) => rule, 'seating:errors.ruleNotFound');

export const seatingHandlers = [
  mockRoute(seatingRoutes.plan, ({ user }) => answerOf(user)),
  tables.add(seatingRoutes.addTable, ({ user, body }) => {
    refuseOn(rules.tooManyTables(seatingOf(user).tables.length));
    return rules.newTable(newMockId('st'), body, seatingOf(user).tables);
  }),
  tables.change(seatingRoutes.changeTable, (table, { body }) => void Object.assign(table, rules.tableChanges(body))),
  // The table's guests stand up (seatingOf drops their seats), as the database's cascade removes them.
  tables.remove(seatingRoutes.deleteTable),
  mockRoute(seatingRoutes.moveGuest, ({ user, params, body: { tableId } }) => {
    const refusal = rules.guestMoveRefusal(planOf(user), params.guestId, tableId, catalogueKeyText);
    if (refusal) return errorResponse(refusal.status, refusal.text, [{ text: refusal.text, field: refusal.field }]);
    const { seats } = seatingOf(user);
    if (tableId === null) delete seats[params.guestId];
    else seats[params.guestId] = tableId;
    return answerOf(user);
  }),
  pairs.add(seatingRoutes.addRule, ({ user, body }) => {
    const pair = body.guestIds as [string, string];
    const listed = new Set(guestsOf(user).map((guest) => guest.id));
    refuseOn(firstProblem(rules.rulePairProblem(listed, pair), rules.ruleCapProblem(seatingOf(user).rules, pair)));
    return { id: newMockId('sr'), kind: body.kind, guestIds: [...pair] };
  }),
  pairs.remove(seatingRoutes.deleteRule),
  mockRoute(seatingRoutes.auto, ({ user, query }) => {
    const all = query.guests === 'all';
    const seated = rules.autoSeated(planOf(user), seatingOf(user).tables, expectedOf(user), all, planTexts);
    seatingOf(user).seats = Object.fromEntries(seated.seats);
    return seated.answer;
  }),
  mockRoute(seatingRoutes.download, ({ user }) => {
    const header = SEATING_FILE_COLUMNS.map((key) => text(`file.columns.${key}`));
    const lines = seatingSheetLines(seatingByTable({ ...planOf(user), guests: guestsOf(user) }), catalogueKeyText);
    const name = { file: `${text('file.name')}.xlsx`, ascii: 'seating-plan.xlsx' };
    return sheetAnswer(text('file.sheet'), header, lines, name);
  }),
];
