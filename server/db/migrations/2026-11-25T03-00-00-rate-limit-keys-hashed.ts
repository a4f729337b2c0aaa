import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/**
 * Rate-limit counters are now keyed by a digest of the address, account or client they count
 * (server/plugins/rate-limit.ts, counterKey). The running counters keyed by the plain address are
 * dropped: they would hold an address for up to a day after its account is deleted, and the
 * windows they count restart once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('rate_limits').execute();
}

export async function down(): Promise<void> {
  // Nothing to bring back: counters restart on their own.
}
