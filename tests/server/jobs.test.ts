import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { PermanentJobError, type JobContext, type JobKind } from '../../server/features/jobs/public.ts';
import { claimDueJob } from '../../server/features/jobs/repository.ts';
import { createTestClock, MINUTES, type TestClock } from '../support/clock.ts';
import { databaseTargets, whileNoSchemaIsDropped, type DatabaseTarget } from '../support/databases.ts';
import { buildTestApp, TEST_PASSWORD_COST } from '../support/test-app.ts';

/*
 * Jobs kept in the database (issue 40, point 7): each runs once, by one process, survives the death
 * of the process that took it, and is retried a bounded number of times. "Two processes" are two
 * apps on one database, each with its own pool and worker id, as two `npm start` would be.
 */

interface Run {
  app: 'a' | 'b';
  id: string;
  attempt: number;
  payload: unknown;
}

describe.each(databaseTargets)('jobs on %s', (target: DatabaseTarget) => {
  let closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.reverse()) await close();
    closers = [];
  });

  /** App `a` on a fresh database and app `b` on the same one, both on `clock`; only `a` may run the loop (`envOfA`). */
  async function apps(
    clock: TestClock,
    envOfA: Record<string, string> = {},
  ): Promise<{ a: FastifyInstance; b: FastifyInstance; runs: Run[] }> {
    const first = await buildTestApp(target, envOfA, { clock });
    closers.push(first.close);
    const build = async () => {
      const second = await buildApp({ ...first.config, jobsPollMs: 0 }, { clock, passwordCost: TEST_PASSWORD_COST });
      await second.ready();
      return second;
    };
    const b = target === 'postgres' ? await whileNoSchemaIsDropped(build) : await build();
    closers.push(() => b.close());
    const setup = { a: first.app, b, runs: [] as Run[] };
    // The product's own recurring sweeps (the digests, the RSVP reminders) run too: runDue here
    // answers how many runs of the test's own kinds the app made.
    for (const [name, app] of [['a', setup.a] as const, ['b', setup.b] as const]) {
      const runDue = app.jobs.runDue.bind(app.jobs);
      const ownRuns = () => setup.runs.filter((run) => run.app === name).length;
      app.jobs.runDue = async () => {
        const before = ownRuns();
        await runDue();
        return ownRuns() - before;
      };
    }
    return setup;
  }

  /** A kind that records each run (which app, which attempt) and does what `behave` says. */
  function define<P>(
    setup: { a: FastifyInstance; b: FastifyInstance; runs: Run[] },
    kind: Omit<JobKind<P>, 'run'>,
    behave: (run: Run, job: JobContext) => Promise<void> = async () => undefined,
  ) {
    for (const app of [setup.a, setup.b]) {
      app.jobs.define<P>({
        ...kind,
        async run(runner, payload, job) {
          const run: Run = { app: runner === setup.a ? 'a' : 'b', id: job.id, attempt: job.attempt, payload };
          setup.runs.push(run);
          await behave(run, job);
        },
      });
    }
  }

  const rowOf = (app: FastifyInstance, id: string) =>
    app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('runs a job once, when it is due, with its payload', async () => {
    const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
    const setup = await apps(clock);
    const seen: Array<{ now: string; aborted: boolean }> = [];
    define(setup, { kind: 'greet' }, async (_run, job) => {
      seen.push({ now: job.now.toISOString(), aborted: job.signal.aborted });
    });
    const job = await setup.a.jobs.enqueue(setup.a.db, {
      kind: 'greet',
      payload: { to: 'Анна' },
      runAt: new Date('2026-11-28T10:00:00.000Z'),
    });
    expect(await setup.a.jobs.runDue()).toBe(0);
    clock.advance(60 * MINUTES);
    expect(await setup.a.jobs.runDue()).toBe(1);
    expect(await setup.b.jobs.runDue()).toBe(0);
    expect(await setup.a.jobs.runDue()).toBe(0);
    expect(setup.runs).toEqual([{ app: 'a', id: job?.id, attempt: 1, payload: { to: 'Анна' } }]);
    expect(seen).toEqual([{ now: '2026-11-28T10:00:00.000Z', aborted: false }]);
    expect(await rowOf(setup.a, job!.id)).toMatchObject({ status: 'done', locked_by: null });
  });

  it('keeps one job per key when many enqueue it at once, and cancels it only before it starts', async () => {
    const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
    const setup = await apps(clock);
    define(setup, { kind: 'send' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? setup.a : setup.b).jobs.enqueue(setup.a.db, { kind: 'send', payload: i, key: 'message:1' }),
      ),
    );
    expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
    expect(await Promise.all([setup.a.jobs.runDue(), setup.b.jobs.runDue()])).toSatisfy(
      (ran: number[]) => ran[0]! + ran[1]! === 1,
    );
    expect(setup.runs).toHaveLength(1);
    expect(await setup.a.jobs.cancel(setup.a.db, 'message:1')).toBe(false);

    await setup.a.jobs.enqueue(setup.a.db, {
      kind: 'send',
      payload: 'later',
      key: 'message:2',
      runAt: new Date('2026-11-29'),
    });
    expect(await setup.b.jobs.cancel(setup.b.db, 'message:2')).toBe(true);
    expect(await setup.b.jobs.cancel(setup.b.db, 'message:2')).toBe(false);
    clock.advance(48 * 60 * MINUTES);
    expect(await setup.a.jobs.runDue()).toBe(0);
  });

  it('enqueues inside the transaction of the change that asks for it, and not when it rolls back', async () => {
    const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
    const setup = await apps(clock);
    define(setup, { kind: 'send' });
    await setup.a.db
      .transaction()
      .execute(async (trx) => {
        await setup.a.jobs.enqueue(trx, { kind: 'send', payload: 'rolled back' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await setup.a.db.transaction().execute((trx) => setup.a.jobs.enqueue(trx, { kind: 'send', payload: 'kept' }));
    expect(await setup.a.jobs.runDue()).toBe(1);
    expect(setup.runs.map((run) => run.payload)).toEqual(['kept']);
  });

  it('retries a failing job with growing waits, then marks it failed after its last attempt', async () => {
    const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
    const setup = await apps(clock);
    define(setup, { kind: 'smtp', maxAttempts: 3 }, async () => {
      throw new Error('SMTP 421 try again later');
    });
    let flaky = 0;
    define(setup, { kind: 'flaky' }, async () => {
      flaky += 1;
      if (flaky < 3) throw new Error('Bot API 502');
    });
    const smtp = await setup.a.jobs.enqueue(setup.a.db, { kind: 'smtp', payload: null });
    const flakyJob = await setup.a.jobs.enqueue(setup.a.db, { kind: 'flaky', payload: null });

    expect(await setup.a.jobs.runDue()).toBe(2);
    expect(await rowOf(setup.a, smtp!.id)).toMatchObject({
      status: 'queued',
      last_error: 'Error: SMTP 421 try again later',
      run_at: '2026-11-28T09:00:30.000Z',
    });
    clock.advance(29_000);
    expect(await setup.b.jobs.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await setup.b.jobs.runDue()).toBe(2);
    // The second wait is four times the first.
    expect(await rowOf(setup.a, smtp!.id)).toMatchObject({ status: 'queued', run_at: '2026-11-28T09:02:30.000Z' });
    clock.advance(2 * MINUTES);
    expect(await setup.a.jobs.runDue()).toBe(2);
    expect(await rowOf(setup.a, smtp!.id)).toMatchObject({ status: 'failed', attempts: 3, locked_by: null });
    expect(await rowOf(setup.a, flakyJob!.id)).toMatchObject({ status: 'done', attempts: 3 });
    clock.advance(24 * 60 * MINUTES);
    expect(await setup.a.jobs.runDue()).toBe(0);
    expect(setup.runs.filter((run) => run.id === smtp!.id).map((run) => run.attempt)).toEqual([1, 2, 3]);
  });

  it('never retries a job whose handler says another attempt cannot succeed (a bad address)', async () => {
    const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
    const setup = await apps(clock);
    define(setup, { kind: 'mail' }, async () => {
      throw new PermanentJobError('550 no such mailbox');
    });
    const job = await setup.a.jobs.enqueue(setup.a.db, { kind: 'mail', payload: null });
    expect(await setup.a.jobs.runDue()).toBe(1);
    clock.advance(24 * 60 * MINUTES);
    expect(await setup.a.jobs.runDue()).toBe(0);
    expect(await rowOf(setup.a, job!.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'PermanentJobError: 550 no such mailbox',
    });
  });

  it('runs each of 200 jobs exactly once when two processes claim at the same time', async () => {
    const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
    const setup = await apps(clock);
    define(setup, { kind: 'deliver' }, () => sleep(1));
    const ids = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const job = await setup.a.jobs.enqueue(setup.a.db, { kind: 'deliver', payload: i });
      ids.add(job!.id);
    }
    const started = performance.now();
    const ran = await Promise.all([setup.a.jobs.runDue(), setup.b.jobs.runDue()]);
    const seconds = (performance.now() - started) / 1000;
    expect(ran[0]! + ran[1]!).toBe(200);
    const perJob = new Map<string, number>();
    for (const run of setup.runs) perJob.set(run.id, (perJob.get(run.id) ?? 0) + 1);
    expect([...perJob.keys()].sort()).toEqual([...ids].sort());
    expect([...perJob.values()].every((count) => count === 1)).toBe(true);
    console.info(`[jobs ${target}] 200 jobs by two apps in ${seconds.toFixed(2)} s: a ran ${ran[0]}, b ran ${ran[1]}`);
  });

  it('claims again a job whose process died holding it, once its lease has passed', async () => {
    const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
    const setup = await apps(clock);
    define(setup, { kind: 'remind' });
    const job = await setup.a.jobs.enqueue(setup.a.db, { kind: 'remind', payload: null });
    // A process takes it and dies: its claim stays, with a lease no one renews.
    const dead = await claimDueJob(setup.a.db, setup.a.dbEngine, {
      holder: 'dead-process',
      kinds: ['remind'],
      nowIso: clock.now().toISOString(),
      lockedUntilIso: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    expect(dead?.id).toBe(job!.id);
    expect(await setup.b.jobs.runDue()).toBe(0);
    clock.advance(59_000);
    expect(await setup.b.jobs.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await setup.b.jobs.runDue()).toBe(1);
    expect(setup.runs).toEqual([{ app: 'b', id: job!.id, attempt: 2, payload: null }]);
    expect(await rowOf(setup.a, job!.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job whose processes keep dying on it, after its attempts', async () => {
    const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
    const setup = await apps(clock);
    define(setup, { kind: 'poison', maxAttempts: 2 });
    const job = await setup.a.jobs.enqueue(setup.a.db, { kind: 'poison', payload: null });
    for (const holder of ['dead-1', 'dead-2']) {
      await claimDueJob(setup.a.db, setup.a.dbEngine, {
        holder,
        kinds: ['poison'],
        nowIso: clock.now().toISOString(),
        lockedUntilIso: new Date(clock.now().getTime() + 60_000).toISOString(),
      });
      clock.advance(61_000);
    }
    // Its third claim finds its attempts spent: failed, and never handed to a handler.
    await setup.a.jobs.runDue();
    expect(setup.runs).toEqual([]);
    expect(await rowOf(setup.a, job!.id)).toMatchObject({ status: 'failed', last_error: 'abandoned by its processes' });
  });

  it('runs a recurring sweep once per slot across processes', async () => {
    const clock = createTestClock(new Date('2026-11-28T09:00:10.000Z'));
    const setup = await apps(clock);
    define(setup, { kind: 'digest' });
    setup.a.jobs.every('digest', MINUTES);
    setup.b.jobs.every('digest', MINUTES);
    const ran = async () => (await Promise.all([setup.a.jobs.runDue(), setup.b.jobs.runDue()])).reduce((x, y) => x + y);
    expect(await ran()).toBe(1);
    clock.advance(30_000);
    expect(await ran()).toBe(0);
    clock.advance(30_000);
    expect(await ran()).toBe(1);
    expect(setup.runs.map((run) => run.payload)).toEqual([
      { slot: '2026-11-28T09:00:00.000Z' },
      { slot: '2026-11-28T09:01:00.000Z' },
    ]);
  });

  it('runs due jobs by itself with the loop on, and a stop waits for the job in hand', async () => {
    const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
    const setup = await apps(clock, { JOBS_POLL_MS: '20' });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    define(setup, { kind: 'slow' }, async () => {
      started();
      await sleep(300);
    });
    const job = await setup.b.jobs.enqueue(setup.b.db, { kind: 'slow', payload: null });
    await running;
    await setup.a.close();
    expect(setup.runs.map((run) => run.app)).toEqual(['a']);
    expect(await rowOf(setup.b, job!.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  describe('leases', () => {
    /** Both apps hold lease `poller` with a task that runs until aborted; `log` tells who started and stopped. */
    async function pollers(clock: TestClock) {
      const setup = await apps(clock);
      const log: string[] = [];
      for (const [name, app] of [
        ['a', setup.a],
        ['b', setup.b],
      ] as const) {
        app.leases.hold('poller', async (signal) => {
          log.push(`${name} started`);
          await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
          log.push(`${name} stopped`);
        });
      }
      return { ...setup, log };
    }

    it('runs the task in one process only, and in the other once the first closes', async () => {
      const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
      const { a, b, log } = await pollers(clock);
      await a.jobs.runDue();
      await b.jobs.runDue();
      clock.advance(5_000);
      await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
      expect(log).toEqual(['a started']);
      await a.close();
      expect(log).toEqual(['a started', 'a stopped']);
      await b.jobs.runDue();
      expect(log).toEqual(['a started', 'a stopped', 'b started']);
    });

    it('moves the task to another process when its holder stops renewing, and stops it in the old one', async () => {
      const clock = createTestClock(new Date('2026-11-28T09:00:00.000Z'));
      const { a, b, log } = await pollers(clock);
      await a.jobs.runDue();
      clock.advance(14_999);
      await b.jobs.runDue();
      expect(log).toEqual(['a started']);
      clock.advance(1);
      await b.jobs.runDue();
      expect(log).toEqual(['a started', 'b started']);
      await a.jobs.runDue();
      expect(log).toEqual(['a started', 'b started', 'a stopped']);
    });
  });
});
