/** How long an answer asked for ahead stays good for the screen's first read of it. */
const FRESH_MS = 10_000;

export interface EarlyReads {
  /** Asks for a resource ahead of the screen that will read it, unless the app has read it already. */
  start: (key: string, read: () => Promise<unknown>) => void;
  /** The answer asked for ahead, if any and still fresh; from then on the key is the app's own to read. */
  take: (key: string) => Promise<unknown> | undefined;
  /** Whether the server drew the screen with this answer moments ago: the screen need not ask as it mounts. */
  isServed: (key: string) => boolean;
  /**
   * Forgets the answers of the keys that changed on the server (a live event): a screen that mounts
   * after it asks the server, whatever was drawn or asked for ahead.
   */
  expire: (changed: (key: string) => boolean) => void;
  /** The wedding's last change the server drew the screen after, or null: the live stream asks what came after. */
  drawnAfter: string | null;
}

/**
 * Reads a screen makes as it opens, started alongside its code (preloadFirstReads in src/app/lazy-pages.ts).
 * Each answer serves only the first read of its key: once the app has read a key itself, later
 * reads (a refresh, a live update) always ask the server, and an answer asked for ahead afterwards
 * is not kept, so nothing old is ever handed out as new.
 */
export function createEarlyReads(
  now: () => number = Date.now,
  served: Record<string, unknown> = {},
  drawnAfter: string | null = null,
): EarlyReads {
  const pending = new Map<string, { answer: Promise<unknown>; startedAt: number }>();
  const readByApp = new Set<string>();
  // The answers the server drew the screen with (src/lib/server-screen) are in SWR's cache already:
  // they only spare the screen's first reads, and any read after them asks the server.
  const servedAt = now();
  return {
    isServed: (key) => key in served && !readByApp.has(key) && now() - servedAt < FRESH_MS,
    drawnAfter,
    expire(changed) {
      for (const key of [...Object.keys(served), ...pending.keys()]) {
        if (!changed(key)) continue;
        readByApp.add(key);
        pending.delete(key);
      }
    },
    start(key, read) {
      if (readByApp.has(key) || pending.has(key)) return;
      const answer = read();
      // A failure is the screen's to report, when its read takes it.
      answer.catch(() => undefined);
      pending.set(key, { answer, startedAt: now() });
    },
    take(key) {
      readByApp.add(key);
      const early = pending.get(key);
      pending.delete(key);
      return early && now() - early.startedAt < FRESH_MS ? early.answer : undefined;
    },
  };
}
