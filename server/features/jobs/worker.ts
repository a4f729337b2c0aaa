import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  DEFAULT_JOB_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  PermanentJobError,
  retryDelayMs,
  type JobContext,
  type JobKind,
} from './kinds.ts';
import {
  claimDueJob,
  deleteUnstartedJob,
  finishAttempt,
  insertJob,
  renewJobLease,
  type Attempt,
} from './repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface JobToEnqueue {
  kind: string;
  payload: unknown;
  /** When it may run; now when absent. */
  runAt?: Date;
  /** Unique among jobs: a second enqueue of the same key does nothing and answers null. */
  key?: string;
}

/** `app.jobs`: work kept in the database, run once by one process (INTERFACES.md, "Jobs"). */
export interface Jobs {
  define<P>(kind: JobKind<P>): void;
  /** Adds a job in `db`'s transaction when given one, so it exists exactly when the change that asked for it does. */
  enqueue(db: Db, job: JobToEnqueue): Promise<{ id: string } | null>;
  /** Removes the job of `key` if no attempt has started; false once one has (or it is gone). */
  cancel(db: Db, key: string): Promise<boolean>;
  /** Runs `kind` once per slot of `everyMs` across all processes (key `kind@slot start`). */
  every(kind: string, everyMs: number): void;
  /** Runs every job due by app.clock now, and those they make due now; answers how many ran. */
  runDue(): Promise<number>;
}

/** The longest `every` slot: done jobs (and their keys) are kept a day, so a longer slot could run twice. */
export const EVERY_MS_MAX = 24 * 60 * 60_000;
/** runDue stops after this many jobs in one call: a job that enqueues itself due at once does not spin forever. */
const RUN_DUE_MAX = 10_000;

export interface JobWorker {
  jobs: Jobs;
  /** Claims and runs due jobs one after another until none is due or `stopping()` says so. */
  drain(stopping: () => boolean): Promise<number>;
  /** Resolves once the attempts running now have ended. */
  settled(): Promise<void>;
}

/** A short, loggable text of what a handler threw. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

/**
 * The jobs of one process (`holder`, its worker id) on `app.db`, timed by `app.clock`; an attempt
 * holds its job for `defaultLeaseMs` (JOBS_LEASE_MS) unless its kind says otherwise.
 */
export function createJobWorker(
  app: FastifyInstance,
  holder: string,
  defaultLeaseMs = DEFAULT_JOB_LEASE_MS,
): JobWorker {
  const kinds = new Map<string, JobKind<unknown>>();
  const recurring = new Map<string, number>();
  const running = new Set<Promise<void>>();

  const jobs: Jobs = {
    define(kind) {
      if (kinds.has(kind.kind)) throw new Error(`Job kind ${kind.kind} is defined twice`);
      kinds.set(kind.kind, kind as JobKind<unknown>);
    },
    async enqueue(db, job) {
      if (!kinds.has(job.kind)) throw new Error(`Job kind ${job.kind} is not defined`);
      const now = app.clock.now();
      const id = randomUUID();
      const inserted = await insertJob(db, {
        id,
        kind: job.kind,
        payload: JSON.stringify(job.payload ?? null),
        runAtIso: (job.runAt ?? now).toISOString(),
        key: job.key ?? null,
        nowIso: now.toISOString(),
      });
      return inserted ? { id } : null;
    },
    cancel: (db, key) => deleteUnstartedJob(db, key),
    every(kind, everyMs) {
      if (!Number.isInteger(everyMs) || everyMs < 1000 || everyMs > EVERY_MS_MAX)
        throw new Error(`Job kind ${kind} recurs every ${everyMs} ms: from 1 s to a day`);
      recurring.set(kind, everyMs);
    },
    runDue: () => drain(() => false, RUN_DUE_MAX),
  };

  /** Enqueues the current slot of every recurring kind; a slot another process enqueued stays one job. */
  async function enqueueSlots(): Promise<void> {
    const now = app.clock.now().getTime();
    for (const [kind, everyMs] of recurring) {
      const slot = new Date(Math.floor(now / everyMs) * everyMs);
      await jobs.enqueue(app.db, {
        kind,
        payload: { slot: slot.toISOString() },
        runAt: slot,
        key: `${kind}@${slot.toISOString()}`,
      });
    }
  }

  async function drain(stopping: () => boolean, max = Number.POSITIVE_INFINITY): Promise<number> {
    await enqueueSlots();
    let ran = 0;
    while (ran < max && !stopping()) {
      const now = app.clock.now();
      // The lease of the claim; a kind with a longer one moves it on at its first renewal.
      const claimed = await claimDueJob(app.db, app.dbEngine, {
        holder,
        kinds: [...kinds.keys()],
        nowIso: now.toISOString(),
        lockedUntilIso: new Date(now.getTime() + defaultLeaseMs).toISOString(),
      });
      if (!claimed) break;
      const attempt = runAttempt(
        { id: claimed.id, holder, attempt: claimed.attempts },
        claimed.kind,
        claimed.payload,
        now,
      );
      running.add(attempt);
      try {
        await attempt;
      } finally {
        running.delete(attempt);
      }
      ran += 1;
    }
    return ran;
  }

  async function runAttempt(attempt: Attempt, kindName: string, payloadText: string, now: Date): Promise<void> {
    const kind = kinds.get(kindName);
    if (!kind) return; // only defined kinds are claimed
    const maxAttempts = kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const leaseMs = kind.leaseMs ?? defaultLeaseMs;
    const log = app.log.child({ job: attempt.id, kind: kindName, attempt: attempt.attempt });
    const finish = async (outcome: Parameters<typeof finishAttempt>[2]) => {
      if (!(await finishAttempt(app.db, attempt, outcome)))
        log.warn('job: its lease had passed and another process holds it; this attempt is not recorded');
    };

    // Attempts past the bound ended with their processes (a job that kills its process, say): not run again.
    if (attempt.attempt > maxAttempts) {
      log.error('job failed: its attempts ended without an answer (processes killed or stopped)');
      return finish({ status: 'failed', nowIso: now.toISOString(), error: 'abandoned by its processes' });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(payloadText);
    } catch (error) {
      return finish({ status: 'failed', nowIso: now.toISOString(), error: `unreadable payload: ${errorText(error)}` });
    }

    const controller = new AbortController();
    const renewLease = async () => {
      const until = new Date(app.clock.now().getTime() + leaseMs).toISOString();
      try {
        if (!(await renewJobLease(app.db, attempt, until))) controller.abort();
      } catch (error) {
        log.warn({ err: error }, 'job: renewing its lease failed');
      }
    };
    // The claim's lease becomes the kind's; a job already lost meanwhile is not started.
    await renewLease();
    if (controller.signal.aborted) return;
    const renewal = setInterval(() => void renewLease(), Math.max(100, Math.floor(leaseMs / 3)));
    const context: JobContext = { id: attempt.id, attempt: attempt.attempt, now, signal: controller.signal };
    try {
      await kind.run(app, payload, context);
      clearInterval(renewal);
      await finish({ status: 'done', nowIso: app.clock.now().toISOString() });
    } catch (error) {
      clearInterval(renewal);
      const text = errorText(error);
      const ended = app.clock.now();
      if (error instanceof PermanentJobError || attempt.attempt >= maxAttempts) {
        log.error({ err: error }, 'job failed');
        await finish({ status: 'failed', nowIso: ended.toISOString(), error: text });
      } else {
        const runAt = new Date(ended.getTime() + retryDelayMs(attempt.attempt));
        log.warn({ err: error, retryAt: runAt.toISOString() }, 'job attempt failed; it will be retried');
        await finish({ status: 'queued', runAtIso: runAt.toISOString(), error: text });
      }
    } finally {
      clearInterval(renewal);
    }
  }

  return {
    jobs,
    drain,
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
