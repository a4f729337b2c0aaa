/*
 * The jobs and the leases (migrations/2026-11-28T04-00-00-jobs.ts), merged into the database's type.
 */

/** queued: waits for `run_at`; running: a process holds it until `locked_until`; done and failed: over. */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  kind: string;
  /** The kind's payload as JSON. */
  payload: string;
  /** When it may run (ISO); for a retry, when the next attempt may. */
  run_at: string;
  /** Unique among jobs when set: enqueueing the same key again does nothing. */
  key: string | null;
  status: JobStatus;
  /** Attempts started, counted when claimed (a killed process's attempt counts too). */
  attempts: number;
  /** While running: when the holder's lease passes and another process may claim the job. */
  locked_until: string | null;
  /** While running: the process (worker id) holding it. */
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    jobs: JobsTable;
    leases: LeasesTable;
  }
}
