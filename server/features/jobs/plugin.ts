import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLeaseKeeper, LEASE_RENEW_MS, type Leases } from './leases.ts';
import { deleteEndedJobs } from './repository.ts';
import { createJobWorker, type Jobs } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
    leases: Leases;
  }
}

/** Done jobs are kept a day (their keys keep a slot or a message from running twice), failed ones a month. */
const KEEP_DONE_MS = 24 * 60 * 60_000;
const KEEP_FAILED_MS = 30 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
/** How long closing waits for the attempt in hand (a message being sent) before leaving it to its lease. */
const ATTEMPT_STOP_WAIT_MS = 10_000;

/**
 * Jobs and leases (server/features/jobs): `app.jobs` and `app.leases`, and, unless `pollMs` is 0,
 * the loop that runs due jobs every `pollMs` and keeps the leases every few seconds. A stop stops
 * claiming at once and waits for the attempt in hand; a task held under a lease is aborted and its
 * lease given up, so another process takes it over without waiting for it to pass.
 */
async function jobsPlugin(app: FastifyInstance, options: { pollMs: number; leaseMs: number }) {
  // One worker id per app, so two apps in one process (the tests) are two holders as two processes are.
  const holder = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const worker = createJobWorker(app, holder, options.leaseMs);
  const keeper = createLeaseKeeper(app, holder);
  app.decorate('jobs', {
    ...worker.jobs,
    // runDue also takes the leases once, so tests drive both without the loop.
    runDue: async () => {
      await keeper.renewAll();
      return worker.jobs.runDue();
    },
  });
  app.decorate('leases', keeper.leases);

  let stopping = false;
  const timers = new Map<string, NodeJS.Timeout>();
  const stop = () => {
    stopping = true;
    for (const timer of timers.values()) clearTimeout(timer);
  };

  if (options.pollMs > 0) {
    const every = (ms: number, work: () => Promise<unknown>, what: string) => {
      const tick = async () => {
        try {
          await work();
        } catch (error) {
          app.log.error({ err: error }, `jobs: ${what} failed`);
        }
        if (!stopping) timers.set(what, setTimeout(() => void tick(), ms).unref());
      };
      return tick;
    };
    const sweep = async () => {
      const now = app.clock.now().getTime();
      const removed = await deleteEndedJobs(
        app.db,
        new Date(now - KEEP_DONE_MS).toISOString(),
        new Date(now - KEEP_FAILED_MS).toISOString(),
      );
      if (removed > 0) app.log.info({ removed }, 'jobs: ended jobs removed');
    };
    // Started once every plugin has defined its kinds and holds; the first ticks run at once.
    app.addHook('onReady', async () => {
      void every(options.pollMs, () => worker.drain(() => stopping), 'running due jobs')();
      void every(LEASE_RENEW_MS, () => keeper.renewAll(), 'keeping leases')();
      void every(SWEEP_EVERY_MS, sweep, 'sweeping ended jobs')();
    });
  }

  app.onStopBegins(stop);
  app.addHook('onClose', async () => {
    stop();
    // An attempt still running after the wait is left to its lease: another process runs it again.
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, ATTEMPT_STOP_WAIT_MS)));
    await Promise.all([Promise.race([worker.settled(), waited]), keeper.releaseAll()]);
    clearTimeout(timer);
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['database', 'graceful-stop'] });
