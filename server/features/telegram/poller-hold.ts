import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as repository from './repository.ts';

/*
 * "One poller at a time however many processes run": the process whose hold on the `telegram_bot`
 * row is current runs the poller; it renews the hold every `renewMs`, and another takes over once
 * the hold runs out (a killed process) or is let go (a process closing). Losing the hold aborts
 * the task. This is the shape of `app.leases.hold(name, task)` (INTERFACES.md, helper `jobs`), kept
 * in the feature until that lands; the poller (poller.ts) only sees the AbortSignal.
 */

export interface PollerHold {
  /** Stops trying, aborts the task, waits for it and lets the hold go. */
  stop(): Promise<void>;
}

export function holdPoller(
  app: FastifyInstance,
  task: (signal: AbortSignal) => Promise<void>,
  options: { renewMs: number; ttlMs: number },
): PollerHold {
  const holder = randomUUID();
  let running: { controller: AbortController; done: Promise<void> } | null = null;
  let stopped = false;
  let ticking: Promise<void> = Promise.resolve();

  const start = () => {
    const controller = new AbortController();
    const done = task(controller.signal)
      .catch((error: unknown) => app.log.error({ err: error }, 'telegram: the poller stopped on an error'))
      .finally(() => {
        // A task that ended by itself (an error) is started again on a later tick while the hold lasts.
        if (running?.controller === controller) running = null;
      });
    running = { controller, done };
  };
  const abort = async () => {
    const current = running;
    running = null;
    current?.controller.abort();
    await current?.done;
  };

  const tick = async () => {
    if (stopped) return;
    const now = app.clock.now();
    let held = false;
    try {
      held = await repository.holdPoller(
        app.db,
        holder,
        now.toISOString(),
        new Date(now.getTime() + options.ttlMs).toISOString(),
      );
    } catch (error) {
      // The database is away: whoever polls cannot prove the hold, so it stops until it can.
      app.log.warn({ err: error }, 'telegram: renewing the poller hold failed');
    }
    if (stopped) return;
    if (held && !running) start();
    if (!held && running) await abort();
  };

  const timer = setInterval(() => {
    ticking = ticking.then(tick);
  }, options.renewMs);
  timer.unref();
  ticking = ticking.then(tick);

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await ticking;
      await abort();
      await repository.releasePoller(app.db, holder, app.clock.now().toISOString()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'telegram: letting the poller hold go failed');
      });
    },
  };
}
