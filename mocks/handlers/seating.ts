import { HttpResponse } from 'msw';
import rsvpTexts from '../../locales/ru/rsvp.json';
import seatingTexts from '../../locales/ru/seating.json';
import validation from '../../locales/ru/validation.json';
import type { Guest } from '../../src/contract/guests.ts';
import { SEATING_RULES_MAX, TABLES_MAX, type Seating, type SeatingTable } from '../../src/contract/seating.ts';
import { freePlace } from '../../src/contract/seating-floor.ts';
import { seatingRoutes } from '../../src/contract/seating-routes.ts';
import {
  autoSeat,
  autoSeatingReport,
  moveRefusal,
  seatingProblems,
  type SeatingPlan,
  type SeatingTexts,
} from '../../src/contract/seating-rules.ts';
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import { scenarioInvitations } from '../invitations-store.ts';
import { newMockSeating } from '../seating-seed.ts';
import { mockDb, type MockSeating } from '../store.ts';
import { validationFailed } from '../validation.ts';

/*
 * The seating calls as the server answers them (server/features/seating): the planning guard and
 * the schema first, then the contract's rules (seating-rules.ts) on the mock guest list. A guest
 * removed from the list leaves their seat and rules, as the database's cascade does.
 */

const pluralOf = new Intl.PluralRules('ru');

/** A text of locales/ru/seating.json by its dotted key, with {{values}} filled. */
function text(key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = seatingTexts;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string' && typeof values.count === 'number') {
    return text(`${key}_${pluralOf.select(values.count)}`, values);
  }
  return String(node).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

const planTexts: SeatingTexts = (key, values) => text(`plan.${key}`, values);

let counter = 0;
const newId = (prefix: string) => `${prefix}_mock_${(counter += 1)}_${Date.now().toString(36)}`;

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

/**
 * The guests expected at the banquet as the server counts them (server/features/invitations/public.ts):
 * confirmed, or invited to the part named as the default banquet (every part when none is) and not declining it;
 * null with no invitation.
 */
function expectedOf(user: { id: string }): Set<string> | null {
  // Before the invitations page made them, the scenario's invitations are what it will make.
  const data = mockDb.invitations?.[user.id] ?? scenarioInvitations(mockDb.scenario, guestsOf(user));
  if (!data || data.invitations.length === 0) return null;
  const banquetName = rsvpTexts.defaultEvents.banquet.toLocaleLowerCase('ru');
  const named = data.events.filter((event) => event.name.toLocaleLowerCase('ru').includes(banquetName));
  const banquet = new Set((named.length > 0 ? named : data.events).map((event) => event.id));
  const expected = new Set(
    guestsOf(user)
      .filter((guest) => guest.checked)
      .map((guest) => guest.id),
  );
  for (const invitation of data.invitations) {
    const eventIds = invitation.eventIds.filter((id) => banquet.has(id));
    for (const guestId of eventIds.length > 0 ? invitation.guestIds : []) {
      const declined = eventIds.every((eventId) =>
        invitation.answers.some((a) => a.guestId === guestId && a.eventId === eventId && !a.half && !a.coming),
      );
      if (!declined) expected.add(guestId);
    }
  }
  return expected;
}

function answerOf(user: { id: string }, seating: MockSeating): Seating {
  const plan = planOf(user, seating);
  const unseated: string[] = [];
  const at = new Map<string, string[]>(seating.tables.map((table) => [table.id, []]));
  for (const guest of plan.guests) {
    const tableId = seating.seats[guest.id];
    if (tableId === undefined) unseated.push(guest.id);
    else at.get(tableId)!.push(guest.id);
  }
  return {
    tables: seating.tables.map((table) => ({ ...table, guestIds: at.get(table.id)! })),
    unseated,
    rules: seating.rules.map((rule) => ({ ...rule, guestIds: [...rule.guestIds] })),
    problems: seatingProblems(plan, planTexts),
    expected: expectedIds(user),
  };
}

function expectedIds(user: { id: string }): string[] | null {
  const expected = expectedOf(user);
  return (
    expected &&
    guestsOf(user)
      .filter((guest) => expected.has(guest.id))
      .map((guest) => guest.id)
  );
}

function tableAnswer(seating: MockSeating, table: MockSeating['tables'][number]): SeatingTable {
  return {
    ...table,
    guestIds: Object.entries(seating.seats)
      .filter(([, tableId]) => tableId === table.id)
      .map(([guestId]) => guestId),
  };
}

const fieldFailure = (field: string, message: string) => validationFailed([{ text: message, field }]);
const tableNotFound = () => errorResponse(404, text('errors.tableNotFound'));

export const seatingHandlers = [
  mockRoute(seatingRoutes.plan, ({ user }) => HttpResponse.json(answerOf(user, seatingOf(user)))),

  mockRoute(seatingRoutes.addTable, ({ user, body }) => {
    const seating = seatingOf(user);
    if (!body.name.trim()) return fieldFailure('name', validation.required);
    if (seating.tables.length >= TABLES_MAX)
      return fieldFailure('name', text('errors.tooManyTables', { max: TABLES_MAX }));
    // As the server: the first free room on the floor unless the page says where.
    const place = freePlace(seating.tables);
    const table = {
      id: newId('st'),
      name: body.name.trim(),
      shape: body.shape ?? 'round',
      seats: body.seats,
      x: body.x ?? place.x,
      y: body.y ?? place.y,
      head: body.head ?? false,
    };
    seating.tables.push(table);
    return HttpResponse.json(tableAnswer(seating, table));
  }),

  mockRoute(seatingRoutes.changeTable, ({ user, params, body }) => {
    const seating = seatingOf(user);
    const table = seating.tables.find((one) => one.id === params.id);
    if (!table) return tableNotFound();
    if (body.name !== undefined && !body.name.trim()) return fieldFailure('name', validation.required);
    Object.assign(table, {
      ...body,
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
    });
    return HttpResponse.json(tableAnswer(seating, table));
  }),

  mockRoute(seatingRoutes.deleteTable, ({ user, params }) => {
    const seating = seatingOf(user);
    const index = seating.tables.findIndex((one) => one.id === params.id);
    if (index === -1) return tableNotFound();
    seating.tables.splice(index, 1);
    for (const [guestId, tableId] of Object.entries(seating.seats)) {
      if (tableId === params.id) delete seating.seats[guestId];
    }
    return HttpResponse.json({});
  }),

  mockRoute(seatingRoutes.moveGuest, ({ user, params, body }) => {
    const seating = seatingOf(user);
    const plan = planOf(user, seating);
    if (!plan.guests.some((guest) => guest.id === params.guestId)) {
      return errorResponse(404, text('errors.guestNotFound'));
    }
    const tableId = body.tableId;
    if (tableId !== null && !seating.tables.some((table) => table.id === tableId)) {
      return fieldFailure('tableId', text('errors.tableNotFound'));
    }
    const refusal = moveRefusal(plan, params.guestId, tableId, planTexts);
    if (refusal) return fieldFailure('tableId', refusal);
    if (tableId === null) delete seating.seats[params.guestId];
    else seating.seats[params.guestId] = tableId;
    return HttpResponse.json(answerOf(user, seating));
  }),

  mockRoute(seatingRoutes.addRule, ({ user, body }) => {
    const seating = seatingOf(user);
    const [a, b] = body.guestIds as [string, string];
    const listed = new Set(guestsOf(user).map((guest) => guest.id));
    if (a === b) return fieldFailure('guestIds', text('errors.sameGuest'));
    if (!listed.has(a) || !listed.has(b)) return fieldFailure('guestIds', text('errors.guestNotFound'));
    if (seating.rules.length >= SEATING_RULES_MAX) {
      return fieldFailure('guestIds', text('errors.tooManyRules', { max: SEATING_RULES_MAX }));
    }
    if (seating.rules.some((rule) => rule.guestIds.includes(a) && rule.guestIds.includes(b))) {
      return fieldFailure('guestIds', text('errors.ruleExists'));
    }
    const rule = { id: newId('sr'), kind: body.kind, guestIds: [a, b] };
    seating.rules.push(rule);
    return HttpResponse.json(rule);
  }),

  mockRoute(seatingRoutes.deleteRule, ({ user, params }) => {
    const seating = seatingOf(user);
    const index = seating.rules.findIndex((rule) => rule.id === params.id);
    if (index === -1) return errorResponse(404, text('errors.ruleNotFound'));
    seating.rules.splice(index, 1);
    return HttpResponse.json({});
  }),

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

  mockRoute(seatingRoutes.download, async ({ user }) => {
    const seating = seatingOf(user);
    const answer = answerOf(user, seating);
    const guests = new Map(guestsOf(user).map((guest) => [guest.id, guest]));
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(text('file.sheet'));
    sheet.addRow(
      ['table', 'guest', 'half', 'children', 'seats', 'from', 'comment'].map((key) => text(`file.columns.${key}`)),
    );
    for (const table of answer.tables) {
      sheet.addRow([table.name]);
      for (const id of table.guestIds) sheet.addRow([table.name, guests.get(id)?.name ?? '']);
    }
    const name = `${text('file.name')}.xlsx`;
    return new HttpResponse(new Uint8Array(await workbook.xlsx.writeBuffer()), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="seating-plan.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  }),
];
