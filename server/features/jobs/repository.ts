import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { JobsTable } from './tables.ts';

/*
 * Every SQL statement of the jobs and the leases. Timestamps are ISO strings compared as text on
 * both engines. A claimed job is fenced by its holder and attempt: a process whose lease passed and
 * whose job another process took no longer changes it.
 */
type Db = Kysely<Database> | Transaction<Database>;

export interface NewJob {
  id: string;
  kind: string;
  payload: string;
  runAtIso: string;
  key: string | null;
  nowIso: string;
}

/** Adds a queued job; with a key another job holds, nothing (ON CONFLICT DO NOTHING) and false. */
export async function insertJob(db: Db, job: NewJob): Promise<boolean> {
  const row = await db
    .insertInto('jobs')
    .values({
      id: job.id,
      kind: job.kind,
      payload: job.payload,
      run_at: job.runAtIso,
      key: job.key,
      status: 'queued',
      attempts: 0,
      locked_until: null,
      locked_by: null,
      last_error: null,
      created_at: job.nowIso,
      finished_at: null,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the job of this key if no attempt of it has started; answers whether it did. */
export async function deleteUnstartedJob(db: Db, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs')
    .where('key', '=', key)
    .where('status', '=', 'queued')
    .where('attempts', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface Claim {
  /** The worker id taking the job. */
  holder: string;
  kinds: string[];
  nowIso: string;
  /** The lease of the claim: `locked_until`. */
  lockedUntilIso: string;
}

export type ClaimedJob = Pick<JobsTable, 'id' | 'kind' | 'payload' | 'attempts' | 'key'>;

/**
 * Takes the earliest due job of these kinds: queued and due, or running under a lease that has
 * passed (its process died). One statement: on PostgreSQL the candidate is locked FOR UPDATE SKIP
 * LOCKED, so two processes claiming at once take two different jobs; SQLite runs one writer at a time.
 */
export async function claimDueJob(db: Db, engine: Engine, claim: Claim): Promise<ClaimedJob | undefined> {
  if (claim.kinds.length === 0) return undefined;
  let candidate = db
    .selectFrom('jobs as candidate')
    .select('candidate.id')
    .where('candidate.kind', 'in', claim.kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('candidate.status', '=', 'queued'), eb('candidate.run_at', '<=', claim.nowIso)]),
        eb.and([eb('candidate.status', '=', 'running'), eb('candidate.locked_until', '<=', claim.nowIso)]),
      ]),
    )
    .orderBy('candidate.run_at')
    .limit(1);
  if (engine === 'postgres') candidate = candidate.forUpdate().skipLocked();
  const row = await db
    .updateTable('jobs')
    .set({
      status: 'running',
      locked_by: claim.holder,
      locked_until: claim.lockedUntilIso,
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', '=', candidate)
    .returning(['id', 'kind', 'payload', 'attempts', 'key'])
    .executeTakeFirst();
  // PostgreSQL may hand integers over as text.
  return row && { ...row, attempts: Number(row.attempts) };
}

/** A running attempt: the job, its holder and the attempt's number. */
export interface Attempt {
  id: string;
  holder: string;
  attempt: number;
}

function ofAttempt(db: Db, attempt: Attempt) {
  return db
    .updateTable('jobs')
    .where('id', '=', attempt.id)
    .where('status', '=', 'running')
    .where('locked_by', '=', attempt.holder)
    .where('attempts', '=', attempt.attempt);
}

/** Moves the attempt's lease on; false when the job is no longer this attempt's. */
export async function renewJobLease(db: Db, attempt: Attempt, lockedUntilIso: string): Promise<boolean> {
  const result = await ofAttempt(db, attempt).set({ locked_until: lockedUntilIso }).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type Outcome =
  | { status: 'done'; nowIso: string }
  | { status: 'failed'; nowIso: string; error: string }
  | { status: 'queued'; runAtIso: string; error: string };

/** Records how the attempt ended; false when the job is no longer this attempt's (its lease passed). */
export async function finishAttempt(db: Db, attempt: Attempt, outcome: Outcome): Promise<boolean> {
  const released = { locked_by: null, locked_until: null };
  const set =
    outcome.status === 'queued'
      ? { ...released, status: 'queued' as const, run_at: outcome.runAtIso, last_error: outcome.error }
      : outcome.status === 'failed'
        ? { ...released, status: 'failed' as const, finished_at: outcome.nowIso, last_error: outcome.error }
        : { ...released, status: 'done' as const, finished_at: outcome.nowIso };
  const result = await ofAttempt(db, attempt).set(set).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes jobs that ended before these times: done ones soon, failed ones kept longer to be looked at. */
export async function deleteEndedJobs(db: Db, doneBeforeIso: string, failedBeforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'done'), eb('finished_at', '<', doneBeforeIso)]),
        eb.and([eb('status', '=', 'failed'), eb('finished_at', '<', failedBeforeIso)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Takes or renews lease `name` for `holder` until `expiresAtIso`, when it is free, already the
 * holder's, or its holder let it pass. One upsert, atomic on both engines; answers whether held.
 */
export async function takeLease(
  db: Db,
  lease: { name: string; holder: string; nowIso: string; expiresAtIso: string },
): Promise<boolean> {
  const row = await db
    .insertInto('leases')
    .values({ name: lease.name, holder: lease.holder, expires_at: lease.expiresAtIso })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder: lease.holder, expires_at: lease.expiresAtIso })
        .where((eb) => eb.or([eb('leases.holder', '=', lease.holder), eb('leases.expires_at', '<=', lease.nowIso)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives lease `name` up if `holder` still has it, so another process takes it at once. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
}
