import type { GuestChildrenCode } from './guests.ts';
import { peopleOfGuest } from './people-rules.ts';

/*
 * The seating plan's rules, applied alike by the server and the mocks (and shown by the page):
 * how many seats a guest takes, whether a manual move is allowed, what is wrong with a plan, and
 * the automatic seating. Pure functions over plain data; texts come in through `SeatingTexts`
 * (locales/ru/seating.json, under `plan.`), so the contract holds no Russian.
 *
 * A guest of the list is a household already: the guest, their +1 and their children sit together
 * as one unit. Rules ("together", "apart") join two guests, so two households.
 */

export const SEATING_RULE_KINDS = ['together', 'apart'] as const;
export type SeatingRuleKind = (typeof SEATING_RULE_KINDS)[number];

/** What the rules need of a guest. */
export interface PlanGuest {
  id: string;
  name: string;
  withHalf: boolean;
  children: GuestChildrenCode;
  from: string;
  category: readonly string[];
  checked: boolean;
}

export interface PlanTable {
  id: string;
  name: string;
  seats: number;
  /** The couple's head table: only guests seated by hand sit there; the automatic seating skips it. */
  head?: boolean;
}

export interface PlanRule {
  id: string;
  kind: SeatingRuleKind;
  guestIds: readonly string[];
}

/** A wedding's seating: its guests, tables, rules and who sits where (guest id → table id). */
export interface SeatingPlan {
  guests: readonly PlanGuest[];
  tables: readonly PlanTable[];
  rules: readonly PlanRule[];
  seats: ReadonlyMap<string, string>;
}

/** locales/ru/seating.json's `plan.` texts (the key without that prefix). */
export type SeatingTexts = (key: string, values?: Record<string, string | number>) => string;

/** Seats a guest takes: one for themselves, one for a +1, and the list's count for their children. */
export function seatsOf(guest: Pick<PlanGuest, 'withHalf' | 'children'>): number {
  return peopleOfGuest(guest).people;
}

/** Seats taken at each table. */
export function tableLoads(plan: SeatingPlan): Map<string, number> {
  const byId = new Map(plan.guests.map((guest) => [guest.id, guest]));
  const loads = new Map(plan.tables.map((table) => [table.id, 0]));
  for (const [guestId, tableId] of plan.seats) {
    const guest = byId.get(guestId);
    if (guest && loads.has(tableId)) loads.set(tableId, loads.get(tableId)! + seatsOf(guest));
  }
  return loads;
}

/** Whether a rule is broken by a seating: "together" at two tables, "apart" at one. */
export function isRuleBroken(rule: PlanRule, seats: ReadonlyMap<string, string>): boolean {
  const [a, b] = rule.guestIds;
  const tableA = a === undefined ? undefined : seats.get(a);
  const tableB = b === undefined ? undefined : seats.get(b);
  if (tableA === undefined || tableB === undefined) return false;
  return rule.kind === 'together' ? tableA !== tableB : tableA === tableB;
}

function nameOf(plan: SeatingPlan, id: string): string {
  return plan.guests.find((guest) => guest.id === id)?.name ?? '?';
}

/** The text of a broken rule, naming both guests. */
export function brokenRuleText(plan: SeatingPlan, rule: PlanRule, texts: SeatingTexts): string {
  const [a = '', b = ''] = rule.guestIds;
  const table = plan.tables.find((one) => one.id === plan.seats.get(a))?.name ?? '';
  return texts(rule.kind === 'together' ? 'broken.together' : 'broken.apart', {
    a: nameOf(plan, a),
    b: nameOf(plan, b),
    table,
  });
}

/** What is wrong with a plan: over-full tables (a +1 added later, say) and broken rules. */
export function seatingProblems(plan: SeatingPlan, texts: SeatingTexts): Array<{ text: string }> {
  const problems: Array<{ text: string }> = [];
  const loads = tableLoads(plan);
  for (const table of plan.tables) {
    const used = loads.get(table.id) ?? 0;
    if (used > table.seats) problems.push({ text: texts('overfull', { table: table.name, used, seats: table.seats }) });
  }
  for (const rule of plan.rules) {
    if (isRuleBroken(rule, plan.seats)) problems.push({ text: brokenRuleText(plan, rule, texts) });
  }
  return problems;
}

/**
 * Why a guest may not move to a table (null: they may). Unseating is always allowed; moving to a
 * table needs room for the whole household and keeps every rule: a "together" partner seated at
 * another table, or a "apart" one at this table, refuses the move.
 */
export function moveRefusal(
  plan: SeatingPlan,
  guestId: string,
  tableId: string | null,
  texts: SeatingTexts,
): string | null {
  if (tableId === null) return null;
  const guest = plan.guests.find((one) => one.id === guestId);
  const table = plan.tables.find((one) => one.id === tableId);
  if (!guest || !table) return null;
  if (plan.seats.get(guestId) === tableId) return null;
  const used = tableLoads(plan).get(tableId) ?? 0;
  const need = seatsOf(guest);
  if (used + need > table.seats) {
    return texts('move.full', { table: table.name, free: Math.max(0, table.seats - used), need, guest: guest.name });
  }
  for (const rule of plan.rules) {
    if (!rule.guestIds.includes(guestId)) continue;
    const other = rule.guestIds.find((id) => id !== guestId);
    if (other === undefined) continue;
    const otherTable = plan.seats.get(other);
    if (otherTable === undefined) continue;
    if (rule.kind === 'together' && otherTable !== tableId) {
      const name = plan.tables.find((one) => one.id === otherTable)?.name ?? '';
      return texts('move.together', { guest: guest.name, other: nameOf(plan, other), table: name });
    }
    if (rule.kind === 'apart' && otherTable === tableId) {
      return texts('move.apart', { guest: guest.name, other: nameOf(plan, other), table: table.name });
    }
  }
  return null;
}

/** A guest the automatic seating could not seat, and why. */
export interface NotSeated {
  guestId: string;
  /** `noRoom`: no table had the seats; `apart`: only tables with someone they must not sit with. */
  reason: 'noRoom' | 'apart';
}

export interface AutoSeatingResult {
  /** The whole seating after the run: hand-placed seats as they were, plus the new ones. */
  seats: Map<string, string>;
  /** Guests seated by this run. */
  placed: string[];
  notSeated: NotSeated[];
  /** Rules the resulting seating breaks (a "together" group too big for any table, say). */
  brokenRules: string[];
}

interface Unit {
  members: PlanGuest[];
  size: number;
  /** The table its already-seated members sit at, if any. */
  anchor?: string;
  checked: boolean;
  group: string;
}

class DisjointSets {
  private parent = new Map<string, string>();
  find(id: string): string {
    let root = id;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    let node = id;
    while (node !== root) {
      const next = this.parent.get(node) ?? root;
      this.parent.set(node, root);
      node = next;
    }
    return root;
  }
  join(a: string, b: string): void {
    const rootA = this.find(a);
    const rootB = this.find(b);
    if (rootA !== rootB) this.parent.set(rootA, rootB);
  }
}

const groupOf = (guest: PlanGuest) => `${guest.from}/${guest.category[0] ?? ''}`;

/** The guests to seat as units: "together" groups and single households, with the tables they are bound to. */
function unitsOf(
  plan: SeatingPlan,
  seats: ReadonlyMap<string, string>,
  apart: Map<string, Set<string>>,
  only: ReadonlySet<string> | undefined,
): Unit[] {
  const byId = new Map(plan.guests.map((guest) => [guest.id, guest]));
  const sets = new DisjointSets();
  for (const rule of plan.rules) {
    const [a, b] = rule.guestIds;
    if (rule.kind === 'together' && a && b && byId.has(a) && byId.has(b)) sets.join(a, b);
  }
  const components = new Map<string, PlanGuest[]>();
  for (const guest of plan.guests) {
    const root = sets.find(guest.id);
    const list = components.get(root);
    if (list) list.push(guest);
    else components.set(root, [guest]);
  }
  const units: Unit[] = [];
  const unitOf = (members: PlanGuest[], anchor?: string): Unit => ({
    members,
    size: members.reduce((sum, guest) => sum + seatsOf(guest), 0),
    ...(anchor === undefined ? {} : { anchor }),
    checked: members.some((guest) => guest.checked),
    group: groupOf(members[0]!),
  });
  for (const members of components.values()) {
    const waiting = members.filter((guest) => !seats.has(guest.id) && (only === undefined || only.has(guest.id)));
    if (waiting.length === 0) continue;
    // A "apart" pair inside a "together" group: the group cannot be kept; seat its households singly.
    const ids = new Set(members.map((guest) => guest.id));
    const selfApart = members.some((guest) => [...(apart.get(guest.id) ?? [])].some((other) => ids.has(other)));
    const anchor = members.map((guest) => seats.get(guest.id)).find((table) => table !== undefined);
    if (selfApart) for (const guest of waiting) units.push(unitOf([guest]));
    else units.push(unitOf(waiting, anchor));
  }
  return units;
}

interface Floor {
  capacity: Map<string, number>;
  /** Head tables: kept as they are, never offered to the automatic seating. */
  closed: Set<string>;
  used: Map<string, number>;
  /** Per table: how many seated guests of each side and of each category. */
  sides: Map<string, Map<string, number>>;
  categories: Map<string, Map<string, number>>;
  seats: Map<string, string>;
}

function bump(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function floorOf(plan: SeatingPlan): Floor {
  const byId = new Map(plan.guests.map((guest) => [guest.id, guest]));
  const floor: Floor = {
    capacity: new Map(plan.tables.map((table) => [table.id, table.seats])),
    closed: new Set(plan.tables.filter((table) => table.head).map((table) => table.id)),
    used: new Map(plan.tables.map((table) => [table.id, 0])),
    sides: new Map(plan.tables.map((table) => [table.id, new Map()])),
    categories: new Map(plan.tables.map((table) => [table.id, new Map()])),
    seats: new Map(),
  };
  for (const [guestId, tableId] of plan.seats) {
    const guest = byId.get(guestId);
    if (guest && floor.capacity.has(tableId)) sit(floor, guest, tableId);
  }
  return floor;
}

function sit(floor: Floor, guest: PlanGuest, tableId: string): void {
  floor.seats.set(guest.id, tableId);
  floor.used.set(tableId, floor.used.get(tableId)! + seatsOf(guest));
  bump(floor.sides.get(tableId)!, guest.from);
  for (const category of guest.category) bump(floor.categories.get(tableId)!, category);
}

function fits(floor: Floor, members: PlanGuest[], size: number, tableId: string, apart: Map<string, Set<string>>) {
  if (floor.closed.has(tableId)) return false;
  if (floor.used.get(tableId)! + size > floor.capacity.get(tableId)!) return false;
  return members.every((guest) =>
    [...(apart.get(guest.id) ?? [])].every((other) => floor.seats.get(other) !== tableId),
  );
}

/**
 * The table for a unit: among those with room and no "apart" partner, the one whose guests share
 * most sides and categories with it; with no such table an empty one (a new group starts there);
 * ties go to the table left fullest. `grouped: false` packs by room alone.
 */
function chooseTable(
  floor: Floor,
  unit: Pick<Unit, 'members' | 'size'>,
  apart: Map<string, Set<string>>,
  grouped: boolean,
): string | undefined {
  let best: string | undefined;
  let bestScore = -Infinity;
  for (const [tableId, capacity] of floor.capacity) {
    if (!fits(floor, unit.members, unit.size, tableId, apart)) continue;
    const left = capacity - floor.used.get(tableId)! - unit.size;
    let score = -left;
    if (grouped) {
      let affinity = 0;
      const sides = floor.sides.get(tableId)!;
      const categories = floor.categories.get(tableId)!;
      for (const guest of unit.members) {
        affinity += 2 * (sides.get(guest.from) ?? 0);
        for (const category of guest.category) affinity += categories.get(category) ?? 0;
      }
      const empty = floor.used.get(tableId) === 0;
      score += affinity > 0 ? 1_000_000 + affinity * 1000 : empty ? 500_000 : 0;
    }
    if (score > bestScore) {
      bestScore = score;
      best = tableId;
    }
  }
  return best;
}

function apartPartners(plan: SeatingPlan): Map<string, Set<string>> {
  const apart = new Map<string, Set<string>>();
  for (const rule of plan.rules) {
    const [a, b] = rule.guestIds;
    if (rule.kind !== 'apart' || !a || !b) continue;
    for (const [one, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const set = apart.get(one);
      if (set) set.add(other);
      else apart.set(one, new Set([other]));
    }
  }
  return apart;
}

function seatOnce(plan: SeatingPlan, grouped: boolean, only: ReadonlySet<string> | undefined): AutoSeatingResult {
  const floor = floorOf(plan);
  const apart = apartPartners(plan);
  const units = unitsOf(plan, floor.seats, apart, only);
  if (grouped) {
    const groupSize = new Map<string, number>();
    for (const unit of units) groupSize.set(unit.group, (groupSize.get(unit.group) ?? 0) + unit.size);
    units.sort(
      (a, b) =>
        Number(b.anchor !== undefined) - Number(a.anchor !== undefined) ||
        Number(b.checked) - Number(a.checked) ||
        groupSize.get(b.group)! - groupSize.get(a.group)! ||
        a.group.localeCompare(b.group) ||
        b.size - a.size,
    );
  } else {
    units.sort(
      (a, b) =>
        Number(b.anchor !== undefined) - Number(a.anchor !== undefined) ||
        Number(b.checked) - Number(a.checked) ||
        b.size - a.size,
    );
  }
  const placed: string[] = [];
  const notSeated: NotSeated[] = [];
  const open = [...floor.capacity].filter(([id]) => !floor.closed.has(id));
  const largest = Math.max(0, ...open.map(([, capacity]) => capacity));
  const place = (members: PlanGuest[], tableId: string) => {
    for (const guest of members) {
      sit(floor, guest, tableId);
      placed.push(guest.id);
    }
  };
  for (const unit of units) {
    if (unit.anchor !== undefined && fits(floor, unit.members, unit.size, unit.anchor, apart)) {
      place(unit.members, unit.anchor);
      continue;
    }
    const table = unit.anchor === undefined ? chooseTable(floor, unit, apart, grouped) : undefined;
    if (table !== undefined) {
      place(unit.members, table);
      continue;
    }
    // The group does not fit anywhere whole: its households go singly (its "together" rules break).
    for (const guest of unit.members) {
      const size = seatsOf(guest);
      const single = chooseTable(floor, { members: [guest], size }, apart, grouped);
      if (single !== undefined) {
        place([guest], single);
        continue;
      }
      const roomSomewhere = open.some(([id, capacity]) => floor.used.get(id)! + size <= capacity);
      notSeated.push({ guestId: guest.id, reason: roomSomewhere && size <= largest ? 'apart' : 'noRoom' });
    }
  }
  // Broken: by the seating, or a "together" pair of which the run could seat only one.
  const left = new Set(notSeated.map((entry) => entry.guestId));
  const halfSeated = (rule: PlanRule) =>
    rule.kind === 'together' &&
    rule.guestIds.some((id) => left.has(id)) &&
    rule.guestIds.some((id) => floor.seats.has(id));
  const brokenRules = plan.rules
    .filter((rule) => isRuleBroken(rule, floor.seats) || halfSeated(rule))
    .map((rule) => rule.id);
  return { seats: floor.seats, placed, notSeated, brokenRules };
}

/**
 * Seats everyone not yet seated, keeping every hand-placed seat: never at a head table (the couple's,
 * with whom they seat there by hand; a "together" partner of someone there sits elsewhere and the
 * rule is reported broken), "together" groups and households whole, "apart" pairs at different tables, no table over its seats, guests of one side and
 * category together where the room allows; confirmed guests first when seats run short. When rules
 * cannot all be kept, `brokenRules` and `notSeated` say which.
 *
 * Greedy: units (groups and households) by side and category, largest first, each to the table
 * that suits it best; when that leaves someone without a seat, a second run packs by size alone
 * and the better of the two is kept. 300 guests on 30 tables take a few milliseconds. `only`: seat
 * these guests alone (those expected at the banquet); the others stay where they are, or unseated.
 */
export function autoSeat(plan: SeatingPlan, only?: ReadonlySet<string>): AutoSeatingResult {
  const grouped = seatOnce(plan, true, only);
  if (grouped.notSeated.length === 0) return grouped;
  const packed = seatOnce(plan, false, only);
  const left = (result: AutoSeatingResult) => result.notSeated.length * 1000 + result.brokenRules.length;
  return left(packed) < left(grouped) ? packed : grouped;
}

/** The automatic seating's report: each guest left without a seat and each rule it could not keep. */
export function autoSeatingReport(
  plan: SeatingPlan,
  result: AutoSeatingResult,
  texts: SeatingTexts,
): Array<{ text: string }> {
  const after: SeatingPlan = { ...plan, seats: result.seats };
  const report = result.notSeated.map((entry) => ({
    text: texts(entry.reason === 'noRoom' ? 'auto.noRoom' : 'auto.apart', { guest: nameOf(plan, entry.guestId) }),
  }));
  for (const id of result.brokenRules) {
    const rule = plan.rules.find((one) => one.id === id);
    if (!rule) continue;
    const [a = '', b = ''] = rule.guestIds;
    report.push({
      text:
        rule.kind === 'together'
          ? texts('auto.together', { a: nameOf(plan, a), b: nameOf(plan, b) })
          : brokenRuleText(after, rule, texts),
    });
  }
  return report;
}
