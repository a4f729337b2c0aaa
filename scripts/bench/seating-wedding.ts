import { GUEST_CATEGORY_CODES, GUEST_FROM_CODES, type GuestChildrenCode } from '../../src/contract/guests.ts';
import {
  seatsOf,
  type PlanGuest,
  type PlanRule,
  type PlanTable,
  type SeatingPlan,
} from '../../src/contract/seating-rules.ts';

/*
 * A generated wedding for the seating algorithm's tests and bench: `guests` households (a +1 for
 * four in ten, children for one in seven), sides and categories at random, tables of 10–16 seats
 * with about 15% more seats than people, and "together" / "apart" rules that can all be kept.
 * Seeded, so a run is repeatable.
 */
export function generatedWedding(guests: number, options: { seed?: number; tables?: number } = {}): SeatingPlan {
  let state = options.seed ?? guests;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const list: PlanGuest[] = Array.from({ length: guests }, (_, index) => {
    const roll = random();
    const children: GuestChildrenCode = roll < 0.1 ? 'one' : roll < 0.14 ? 'several' : 'none';
    return {
      id: `g${index}`,
      name: `Guest ${index}`,
      withHalf: random() < 0.4,
      children,
      from: pick(GUEST_FROM_CODES),
      category: [pick(GUEST_CATEGORY_CODES)],
      checked: random() < 0.7,
    };
  });
  const people = list.reduce((sum, guest) => sum + seatsOf(guest), 0);
  const tableCount = options.tables ?? Math.max(1, Math.ceil((people * 1.15) / 10));
  const perTable = Math.max(10, Math.ceil((people * 1.15) / tableCount));
  const tables: PlanTable[] = Array.from({ length: tableCount }, (_, index) => ({
    id: `t${index}`,
    name: `Table ${index + 1}`,
    seats: perTable,
  }));
  // "together" pairs of small households (a group stays well under a table), then "apart" pairs
  // between guests of different groups.
  const rules: PlanRule[] = [];
  const groupOf = new Map<string, number>();
  for (let index = 0; index + 1 < guests && rules.length < guests / 10; index += 7) {
    const [a, b] = [list[index]!, list[index + 1]!];
    rules.push({ id: `r${rules.length}`, kind: 'together', guestIds: [a.id, b.id] });
    groupOf.set(a.id, index);
    groupOf.set(b.id, index);
  }
  const apartWanted = rules.length + Math.ceil(guests / 10);
  for (let attempt = 0; rules.length < apartWanted && attempt < guests * 10; attempt += 1) {
    const a = pick(list);
    const b = pick(list);
    if (a === b || (groupOf.has(a.id) && groupOf.get(a.id) === groupOf.get(b.id))) continue;
    rules.push({ id: `r${rules.length}`, kind: 'apart', guestIds: [a.id, b.id] });
  }
  return { guests: list, tables, rules, seats: new Map() };
}
