import type { Clock } from '../../server/lib/clock.ts';

export interface TestClock extends Clock {
  /** Moves time forward by this many milliseconds. */
  advance(ms: number): void;
  /** Puts the clock at this instant (a morning, a night, another day). */
  set(instant: Date): void;
}

/** A clock that stands still until told to move; pass it to buildTestApp's options. */
export function createTestClock(start = new Date()): TestClock {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance(ms) {
      time += ms;
    },
    set(instant) {
      time = instant.getTime();
    },
  };
}

export const MINUTES = 60_000;
