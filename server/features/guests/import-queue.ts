import os from 'node:os';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';

/*
 * How imports share the server: one at a time per couple (a second upload waits for the first, a
 * few more are a 429, never more workers), and at most READERS files read at once on this process, so the
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

/** A couple's imports beyond the one running that may wait for it (a double-clicked commit). */
const WAITING_PER_COUPLE = 2;

/**
 * Runs a couple's imports one after another: a second one (a double click) waits for the first and
 * then gets its answer (the commit is idempotent, see service.ts); more than a few waiting is a 429.
 */
export function onePerCouple(): <T>(coupleId: string, work: () => Promise<T>) => Promise<T> {
  const queues = new Map<string, { tail: Promise<unknown>; size: number }>();
  return async (coupleId, work) => {
    const queue = queues.get(coupleId) ?? { tail: Promise.resolve(), size: 0 };
    if (queue.size > WAITING_PER_COUPLE) throw busy();
    queue.size += 1;
    queues.set(coupleId, queue);
    const turn = queue.tail.then(work);
    queue.tail = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      queue.size -= 1;
      if (queue.size === 0) queues.delete(coupleId);
    }
  };
}
