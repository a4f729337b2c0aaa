import { describe, expect, it } from 'vitest';
import { addDays, periodRanges, todoStandings } from '../../src/contract/todo-calendar.ts';
import { READY_CHECKLIST } from '../../src/contract/todo-checklist.ts';

/*
 * Issue 22, item 10: a late start's carried-over tasks were all due on one day (17 on 13 February);
 * they are spread week by week over the weeks left of the period they moved to.
 */

const WEDDING = '2027-06-12';
const open = READY_CHECKLIST.map((entry) => ({ period: entry.period, checked: false }));

function carriedOf(startedOn: string, today = startedOn) {
  return todoStandings(open, { weddingDay: WEDDING, startedOn }, today).filter((standing) => standing.carriedOver);
}

function perDay(dates: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const date of dates) counts.set(date, (counts.get(date) ?? 0) + 1);
  return counts;
}

describe('a late start spreads its carried-over tasks', () => {
  it('three months before: over the weeks of «за 3 месяца», in the list’s order, a few a week', () => {
    const startedOn = '2027-03-12';
    const carried = carriedOf(startedOn);
    const threeMonths = periodRanges(WEDDING).find((range) => range.code === 'threeMonths')!;
    expect(carried).toHaveLength(
      READY_CHECKLIST.filter((e) => ['yearOrMore', 'nineMonths', 'sixMonths'].includes(e.period)).length,
    );
    const dates = carried.map((standing) => standing.dueDate!);
    // Weekly steps from the start, never past the period's own due day.
    expect([...perDay(dates).keys()]).toEqual([
      addDays(startedOn, 6),
      addDays(startedOn, 13),
      addDays(startedOn, 20),
      addDays(startedOn, 27),
      threeMonths.due,
    ]);
    expect(Math.max(...perDay(dates).values())).toBeLessThanOrEqual(Math.ceil(carried.length / 4));
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(carried.map((standing) => standing.period))).toEqual(new Set(['threeMonths']));
    expect(carried.every((standing) => !standing.overdue)).toBe(true);
  });

  it('a start days before its period ends still gets two weeks, listed under the period each date falls in', () => {
    const startedOn = '2027-04-08'; // «за 3 месяца» ends on 11 April
    const carried = carriedOf(startedOn);
    const dates = carried.map((standing) => standing.dueDate!);
    expect(dates[0]).toBe(addDays(startedOn, 6));
    expect(dates.at(-1)).toBe(addDays(startedOn, 13));
    expect(new Set(carried.map((standing) => standing.period))).toEqual(new Set(['twoMonths']));
  });

  it('five days before the wedding: nothing falls due after the day before it', () => {
    const carried = carriedOf('2027-06-07');
    expect(carried.length).toBeGreaterThan(0);
    expect(carried.every((standing) => standing.dueDate! <= '2027-06-11')).toBe(true);
  });

  it('a carried-over task is overdue once its own date passes unfinished, not before', () => {
    const startedOn = '2027-03-12';
    const carried = carriedOf(startedOn, addDays(startedOn, 10));
    const overdue = carried.filter((standing) => standing.overdue);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((standing) => standing.dueDate! < addDays(startedOn, 10))).toBe(true);
    expect(carried.filter((standing) => !standing.overdue).every((s) => s.dueDate! >= addDays(startedOn, 10))).toBe(
      true,
    );
  });
});
