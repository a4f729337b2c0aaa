import os from 'node:os';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';

/*
 * How imports share the server: one at a time per couple (a second upload while the first is read
 * is a 429, not a second worker), and at most READERS files read at once on this process, so the
 * readers leave a core to the requests of everyone else. The rest wait their turn, up to a point.
 */

const READERS = Math.max(1, os.availableParallelism() - 1);
const MAX_WAITING = 32;

let reading = 0;
const waiting: Array<() => void> = [];

function busy(): HttpError {
  return new HttpError(429, t('guests:import.busy'), [], { 'retry-after': '5' });
}

/** Runs `read` when a reader is free; refuses at once when too many files already wait. */
export async function withReader<T>(read: () => Promise<T>): Promise<T> {
  if (reading >= READERS) {
    if (waiting.length >= MAX_WAITING) throw busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    reading += 1;
  }
  try {
    return await read();
  } finally {
    // The slot passes straight to the next in line, so `reading` never undercounts.
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  }
}

/** Runs a couple's import unless another of theirs is still running (429). */
export function onePerCouple(): <T>(coupleId: string, work: () => Promise<T>) => Promise<T> {
  const running = new Set<string>();
  return async (coupleId, work) => {
    if (running.has(coupleId)) throw busy();
    running.add(coupleId);
    try {
      return await work();
    } finally {
      running.delete(coupleId);
    }
  };
}
