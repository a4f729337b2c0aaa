import type { FastifyInstance } from 'fastify';
import { releaseLease, takeLease } from './repository.ts';

/** `app.leases`: work one process does at a time across all of them (the Telegram poller). */
export interface Leases {
  /**
   * Runs `task` in the one process that holds lease `name`, renewed every few seconds and taken
   * over by another process once it passes; aborts `task`'s signal when the lease is lost or the
   * app closes. A task that ends on its own is started again at the next renewal while the lease is held.
   */
  hold(name: string, task: (signal: AbortSignal) => Promise<void>): void;
}

/** How long a lease lasts without renewal: a dead holder's work moves to another process after this. */
export const LEASE_MS = 15_000;
/** How often a process renews the leases it holds and tries those it does not. */
export const LEASE_RENEW_MS = 5_000;
/** How long closing waits for a task to stop after its signal is aborted. */
const TASK_STOP_WAIT_MS = 10_000;

interface Held {
  name: string;
  task: (signal: AbortSignal) => Promise<void>;
  controller?: AbortController;
  running?: Promise<void>;
  /** Until when (app.clock ms) this process knows it holds the lease. */
  heldUntil: number;
}

export interface LeaseKeeper {
  leases: Leases;
  /** Takes or renews each lease once, starting or aborting its task accordingly. */
  renewAll(): Promise<void>;
  /** Aborts every task, waits for them to stop and gives the leases up (on close). */
  releaseAll(): Promise<void>;
}

export function createLeaseKeeper(app: FastifyInstance, holder: string): LeaseKeeper {
  const held = new Map<string, Held>();
  let closed = false;

  const lose = (one: Held, why: string) => {
    if (!one.controller) return;
    app.log.warn({ lease: one.name, why }, 'lease lost: its task is stopped');
    one.controller.abort();
    one.controller = undefined;
  };

  const start = (one: Held) => {
    const controller = new AbortController();
    one.controller = controller;
    const running = one
      .task(controller.signal)
      .catch((error: unknown) => app.log.error({ err: error, lease: one.name }, 'lease task failed'))
      .finally(() => {
        if (one.running === running) one.running = undefined;
        if (one.controller === controller) one.controller = undefined;
      });
    one.running = running;
  };

  async function renew(one: Held): Promise<void> {
    const now = app.clock.now().getTime();
    let taken: boolean;
    try {
      taken = await takeLease(app.db, {
        name: one.name,
        holder,
        nowIso: new Date(now).toISOString(),
        expiresAtIso: new Date(now + LEASE_MS).toISOString(),
      });
    } catch (error) {
      app.log.warn({ err: error, lease: one.name }, 'lease: renewing failed');
      // Unsure whether another process has it now: stop once it may have.
      if (app.clock.now().getTime() >= one.heldUntil) lose(one, 'not renewed in time');
      return;
    }
    if (closed) return;
    if (!taken) return lose(one, 'another process holds it');
    one.heldUntil = now + LEASE_MS;
    // A task still stopping after a loss is let finish before the next one starts.
    if (!one.running) start(one);
  }

  return {
    leases: {
      hold(name, task) {
        if (held.has(name)) throw new Error(`Lease ${name} is held twice`);
        held.set(name, { name, task, heldUntil: 0 });
      },
    },
    async renewAll() {
      if (closed) return;
      await Promise.all([...held.values()].map(renew));
    },
    async releaseAll() {
      closed = true;
      for (const one of held.values()) one.controller?.abort();
      const stopping = [...held.values()].flatMap((one) => (one.running ? [one.running] : []));
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise((resolve) => (timer = setTimeout(resolve, TASK_STOP_WAIT_MS)));
      await Promise.race([Promise.allSettled(stopping), waited]);
      clearTimeout(timer);
      for (const name of held.keys()) {
        await releaseLease(app.db, name, holder).catch((error: unknown) =>
          app.log.warn({ err: error, lease: name }, 'lease: giving it up failed'),
        );
      }
    },
  };
}
