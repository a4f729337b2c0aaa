import { describe, expect, it } from 'vitest';
import {
  autoSeat,
  autoSeatingReport,
  isRuleBroken,
  moveRefusal,
  seatingProblems,
  seatsOf,
  tableLoads,
  type PlanGuest,
  type SeatingPlan,
} from '../../src/contract/seating-rules.ts';
import { generatedWedding } from '../../scripts/bench/seating-wedding.ts';

const texts = (key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values ?? {})}`;

function expectSound(plan: SeatingPlan, seats: Map<string, string>) {
  const after = { ...plan, seats };
  for (const [tableId, used] of tableLoads(after)) {
    expect(used, tableId).toBeLessThanOrEqual(plan.tables.find((table) => table.id === tableId)!.seats);
  }
  expect(plan.rules.filter((rule) => isRuleBroken(rule, seats))).toEqual([]);
}

const guest = (id: string, extra: Partial<PlanGuest> = {}): PlanGuest => ({
  id,
  name: id.toUpperCase(),
  withHalf: false,
  children: 'none',
  from: 'bride',
  category: ['friends'],
  checked: true,
  ...extra,
});

describe('the seating algorithm (issue 26)', () => {
  it('counts a guest, their +1 and their children by the list’s code', () => {
    expect(seatsOf({ withHalf: false, children: 'none' })).toBe(1);
    expect(seatsOf({ withHalf: true, children: 'none' })).toBe(2);
    expect(seatsOf({ withHalf: true, children: 'one' })).toBe(3);
    expect(seatsOf({ withHalf: true, children: 'several' })).toBe(4);
  });

  it('seats only the guests it is given (those expected at the banquet); the others stay as they are', () => {
    const plan: SeatingPlan = {
      guests: [guest('a'), guest('b', { checked: false }), guest('c'), guest('d')],
      tables: [{ id: 't1', name: 'T1', seats: 10 }],
      rules: [{ id: 'r1', kind: 'together', guestIds: ['a', 'b'] }],
      seats: new Map([['d', 't1']]),
    };
    const result = autoSeat(plan, new Set(['a', 'c']));
    expect(result.placed.sort()).toEqual(['a', 'c']);
    expect(result.seats.has('b')).toBe(false);
    expect(result.seats.get('d')).toBe('t1');
    expect(result.notSeated).toEqual([]);
    // A «together» partner left out is no broken rule: they are not seated at all.
    expect(result.brokenRules).toEqual([]);
  });

  it('never seats anyone at a head table; a «together» partner of someone there sits elsewhere, reported (issue 38, item 7)', () => {
    const plan: SeatingPlan = {
      guests: [guest('mum', { withHalf: true }), guest('a'), guest('b'), guest('c'), guest('d')],
      tables: [
        { id: 'head', name: 'HEAD', seats: 8, head: true },
        { id: 't1', name: 'T1', seats: 3 },
      ],
      rules: [{ id: 'r1', kind: 'together', guestIds: ['mum', 'a'] }],
      seats: new Map([['mum', 'head']]),
    };
    const result = autoSeat(plan);
    expect([...result.seats].filter(([, table]) => table === 'head')).toEqual([['mum', 'head']]);
    expect(result.seats.get('a')).toBe('t1');
    expect(result.notSeated.map((entry) => entry.guestId).sort()).toEqual(['d']);
    // No room elsewhere, though the head table has six free seats.
    expect(result.notSeated[0]!.reason).toBe('noRoom');
    expect(result.brokenRules).toEqual(['r1']);
  });

  for (const size of [50, 150, 300]) {
    it(`seats a generated wedding of ${size} guests with rules: everyone, no table over, no rule broken`, () => {
      const plan = generatedWedding(size);
      expect(plan.rules.length).toBeGreaterThanOrEqual(size / 5 - 1);
      const result = autoSeat(plan);
      expect(result.notSeated).toEqual([]);
      expect(result.seats.size).toBe(size);
      expect(result.brokenRules).toEqual([]);
      expectSound(plan, result.seats);
      expect(seatingProblems({ ...plan, seats: result.seats }, texts)).toEqual([]);
    });

    it(`keeps the hand-placed seats of ${size} guests and seats the rest around them`, () => {
      const plan = generatedWedding(size, { seed: size + 1 });
      const first = autoSeat(plan);
      // A third of the guests placed by hand (as a first run placed them), the rest left to seat.
      const hand = new Map([...first.seats].filter((_, index) => index % 3 === 0));
      const result = autoSeat({ ...plan, seats: hand });
      for (const [guestId, tableId] of hand) expect(result.seats.get(guestId)).toBe(tableId);
      expect(result.notSeated).toEqual([]);
      expect(result.seats.size).toBe(size);
      expectSound(plan, result.seats);
    });
  }

  it('groups by side and category: most tables hold mostly one side', () => {
    const plan = generatedWedding(150, { seed: 7 });
    const result = autoSeat(plan);
    const byId = new Map(plan.guests.map((one) => [one.id, one]));
    let main = 0;
    for (const table of plan.tables) {
      const sides = new Map<string, number>();
      const at = [...result.seats].filter(([, tableId]) => tableId === table.id).map(([id]) => byId.get(id)!);
      for (const one of at) sides.set(one.from, (sides.get(one.from) ?? 0) + 1);
      main += Math.max(0, ...sides.values());
    }
    expect(main / plan.guests.length).toBeGreaterThan(0.75);
  });

  it('seats 300 guests on 30 tables in under a second', () => {
    const plan = generatedWedding(300, { tables: 30 });
    const started = performance.now();
    const result = autoSeat(plan);
    const took = performance.now() - started;
    expect(result.notSeated).toEqual([]);
    expectSound(plan, result.seats);
    expect(took).toBeLessThan(1000);
  });

  it('reports an impossible set of rules and keeps the tables within their seats', () => {
    const plan: SeatingPlan = {
      guests: [guest('a'), guest('b'), guest('c'), guest('d', { withHalf: true })],
      tables: [
        { id: 't1', name: 'T1', seats: 2 },
        { id: 't2', name: 'T2', seats: 2 },
        { id: 't3', name: 'T3', seats: 2 },
      ],
      rules: [
        { id: 'r1', kind: 'together', guestIds: ['a', 'b'] },
        { id: 'r2', kind: 'together', guestIds: ['b', 'c'] },
        { id: 'r3', kind: 'apart', guestIds: ['a', 'c'] },
      ],
      seats: new Map(),
    };
    const result = autoSeat(plan);
    expect(result.seats.size).toBe(4);
    expect(result.brokenRules.length).toBeGreaterThan(0);
    expect(result.brokenRules.every((id) => id === 'r1' || id === 'r2')).toBe(true);
    expectSound({ ...plan, rules: plan.rules.filter((rule) => rule.kind === 'apart') }, result.seats);
    const report = autoSeatingReport(plan, result, texts);
    expect(report.some((entry) => entry.text.startsWith('auto.together'))).toBe(true);
  });

  it('leaves a guest unseated, and says so, when only tables with a «не рядом» partner have room', () => {
    const plan: SeatingPlan = {
      guests: [guest('a'), guest('b')],
      tables: [{ id: 't1', name: 'T1', seats: 4 }],
      rules: [{ id: 'r1', kind: 'apart', guestIds: ['a', 'b'] }],
      seats: new Map([['a', 't1']]),
    };
    const result = autoSeat(plan);
    expect(result.notSeated).toEqual([{ guestId: 'b', reason: 'apart' }]);
    expect(result.seats.get('a')).toBe('t1');
    expect(autoSeatingReport(plan, result, texts)[0]!.text).toContain('auto.apart');
  });

  it('refuses a manual move that overfills a table or breaks a rule, with the reason', () => {
    const plan: SeatingPlan = {
      guests: [guest('a', { withHalf: true }), guest('b'), guest('c'), guest('d')],
      tables: [
        { id: 't1', name: 'T1', seats: 2 },
        { id: 't2', name: 'T2', seats: 4 },
      ],
      rules: [
        { id: 'r1', kind: 'together', guestIds: ['b', 'c'] },
        { id: 'r2', kind: 'apart', guestIds: ['a', 'd'] },
      ],
      seats: new Map([
        ['b', 't1'],
        ['d', 't2'],
      ]),
    };
    expect(moveRefusal(plan, 'a', 't1', texts)).toMatch(/^move.full .*"free":1,"need":2/);
    expect(moveRefusal(plan, 'a', 't2', texts)).toMatch(/^move.apart/);
    expect(moveRefusal(plan, 'c', 't2', texts)).toMatch(/^move.together/);
    expect(moveRefusal(plan, 'c', 't1', texts)).toBeNull();
    expect(moveRefusal(plan, 'b', null, texts)).toBeNull();
  });

  it('lists an over-full table and broken rules as problems', () => {
    const plan: SeatingPlan = {
      guests: [guest('a', { withHalf: true, children: 'several' }), guest('b')],
      tables: [
        { id: 't1', name: 'T1', seats: 4 },
        { id: 't2', name: 'T2', seats: 4 },
      ],
      rules: [{ id: 'r1', kind: 'apart', guestIds: ['a', 'b'] }],
      seats: new Map([
        ['a', 't1'],
        ['b', 't1'],
      ]),
    };
    const problems = seatingProblems(plan, texts).map((problem) => problem.text);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^overfull .*"used":5/);
    expect(problems[1]).toMatch(/^broken.apart/);
  });
});
