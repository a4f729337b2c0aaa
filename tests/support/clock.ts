import type { Clock } from '../../server/lib/clock.ts';

export interface TestClock extends Clock {
  /** Moves time forward by this many milliseconds. */
  advance(ms: number): void;
}

/** A clock that stands still until told to move; pass it to buildTestApp's options. */
export function createTestClock(start = new Date()): TestClock {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance(ms) {
      time += ms;
    },
  };
}

export const MINUTES = 60_000;
