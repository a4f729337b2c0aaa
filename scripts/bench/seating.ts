import { autoSeat } from '../../src/contract/seating-rules.ts';
import { generatedWedding } from './seating-wedding.ts';

/**
 * The automatic seating of issue 26 (`src/contract/seating-rules.ts`, run alike by the server and the
 * mocks): generated weddings of 50, 150 and 300 guests with rules, the last on 30 tables; the median
 * of BENCH_SEATING_RUNS runs each. The issue asks under a second for 300 guests on 30 tables.
 */
export function benchSeating(runs = Number(process.env.BENCH_SEATING_RUNS ?? 21)): void {
  for (const [guests, tables] of [
    [50, undefined],
    [150, undefined],
    [300, 30],
  ] as const) {
    const plan = generatedWedding(guests, tables === undefined ? {} : { tables });
    const times: number[] = [];
    let result = autoSeat(plan);
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      result = autoSeat(plan);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `seating: ${guests} guests, ${plan.tables.length} tables, ${plan.rules.length} rules: ` +
        `${median.toFixed(1)} ms median (max ${times.at(-1)!.toFixed(1)} ms), ` +
        `${result.seats.size} seated, ${result.notSeated.length} not, ${result.brokenRules.length} rules broken`,
    );
  }
}
