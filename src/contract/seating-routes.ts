import { tableProblem } from './seating-request-rules.ts';
import { route } from './route-table.ts';
import {
  Seating,
  SeatingAutoQuery,
  SeatingAutoResult,
  SeatingGuestParams,
  SeatingIdParams,
  SeatingMove,
  SeatingRule,
  SeatingRuleCreate,
  SeatingTable,
  SeatingTableCreate,
  SeatingTablePatch,
} from './seating.ts';
import { EmptyAnswer } from './validation.ts';

// Every seating write changes the one read of the plan.
const PLAN = ['/seating'];

/** The seating plan's calls (api.md, "Seating"): tables on a floor, guests at them, rules, automatic seating. */
export const seatingRoutes = {
  plan: route({
    method: 'GET',
    path: '/seating',
    access: 'read',
    summary: 'The seating plan: tables with their guests, the unseated guests, the rules and the problems',
    description:
      'Every guest of the list is in a table’s guestIds or in unseated. A guest takes a seat for themselves, ' +
      'one for a +1 and one per child as the list counts them.',
    answer: Seating,
  }),
  addTable: route({
    method: 'POST',
    path: '/seating/tables',
    access: 'write',
    summary: 'Add a table',
    description:
      'Without x and y it goes to the floor’s first free room, clear of every table (seating-floor.ts’s ' +
      'freePlace). `head: true` makes it a head table.',
    body: SeatingTableCreate,
    bodyRule: tableProblem,
    answer: SeatingTable,
    changes: PLAN,
    activity: 'seatingTableAdded',
  }),
  changeTable: route({
    method: 'PATCH',
    path: '/seating/tables/:id',
    access: 'write',
    summary: 'Rename, reshape, resize or move a table on the floor',
    description: 'Fewer seats than its guests take is allowed and listed in problems.',
    params: SeatingIdParams,
    body: SeatingTablePatch,
    bodyRule: tableProblem,
    answer: SeatingTable,
    changes: PLAN,
    activity: 'seatingTableChanged',
  }),
  deleteTable: route({
    method: 'DELETE',
    path: '/seating/tables/:id',
    access: 'write',
    summary: 'Delete a table; its guests become unseated',
    params: SeatingIdParams,
    answer: EmptyAnswer,
    changes: PLAN,
    activity: { action: 'seatingTableDeleted', row: 'seating_tables.name' },
  }),
  moveGuest: route({
    method: 'PUT',
    path: '/seating/guests/:guestId',
    access: 'write',
    summary: 'Seat a guest (with their +1 and children) at a table, or unseat them with null',
    description:
      'Refused (422 on tableId, in Russian) when the table has too few free seats, or the move breaks a rule: ' +
      'a «together» partner at another table, an «apart» one at this table.',
    params: SeatingGuestParams,
    body: SeatingMove,
    answer: Seating,
    changes: PLAN,
    activity: 'seatingGuestMoved',
  }),
  addRule: route({
    method: 'POST',
    path: '/seating/rules',
    access: 'write',
    summary: 'Add a rule between two guests: together ("together") or apart ("apart")',
    description: 'A rule the current seating breaks is added and listed in problems.',
    body: SeatingRuleCreate,
    answer: SeatingRule,
    changes: PLAN,
    activity: 'seatingRuleAdded',
  }),
  deleteRule: route({
    method: 'DELETE',
    path: '/seating/rules/:id',
    access: 'write',
    summary: 'Delete a rule',
    params: SeatingIdParams,
    answer: EmptyAnswer,
    changes: PLAN,
    activity: 'seatingRuleDeleted',
  }),
  auto: route({
    method: 'POST',
    path: '/seating/auto',
    access: 'write',
    summary: 'Seat everyone not yet seated, within the seats and the rules; seats placed by hand stay',
    description:
      'Households and «together» groups whole, «apart» pairs at different tables, guests grouped by side and ' +
      'category, confirmed guests first when seats run short. `report` says whom it could not seat and which ' +
      'rules it could not keep. By default it seats the guests of `expected` only (`guests=all`: everyone). ' +
      'Never at a head table (`head`): whom the couple seat there by hand stays, nobody else is added.',
    querystring: SeatingAutoQuery,
    answer: SeatingAutoResult,
    changes: PLAN,
    activity: 'seatingAuto',
  }),
  download: route({
    method: 'GET',
    path: '/seating/download',
    access: 'read',
    fileLimit: 'download',
    summary: 'The seating by table as an .xlsx for the venue',
    answer: { file: 'The .xlsx file.' },
  }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    seating: typeof seatingRoutes;
  }
}
