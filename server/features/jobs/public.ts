/*
 * Jobs kept in the database and leases (issue 40, point 7; INTERFACES.md, "Jobs"). A feature defines
 * its kinds when its plugin registers (`app.jobs.define`), enqueues in the transaction of the change
 * that asks for the work (`app.jobs.enqueue(trx, …)`), and holds a lease for work one process does
 * alone (`app.leases.hold`). Tests build the app with JOBS_POLL_MS=0 and call `app.jobs.runDue()`
 * after moving the clock; it also takes or renews the leases once.
 *
 * A payload holds ids, never an address or a text: a deleted account's data goes with its rows, and
 * a job of a deleted wedding or message finds nothing and ends done. A handler may run again after a
 * killed process (at least once, not exactly once), so it records what it has done as it goes.
 */
export { PermanentJobError, type JobContext, type JobKind } from './kinds.ts';
export { default as jobsPlugin } from './plugin.ts';
export type { Jobs } from './worker.ts';
