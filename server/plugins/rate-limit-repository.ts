import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

/*
 * Every SQL statement of the rate limiter (server/plugins/rate-limit.ts): fixed-window counters,
 * one row per rule and key. Each function takes the database or a transaction, so the plugin
 * decides what runs together. Counts come back as numbers (PostgreSQL may hand them over as text).
 */
type Db = Kysely<Database> | Transaction<Database>;

/**
 * Adds one to the counter in a single upsert: a window that has ended (its `reset_at` at or before
 * `nowIso`) starts again at 1 and ends at `nextResetIso`. Answers the count and the window's end.
 */
export async function hitCounter(
  db: Db,
  key: string,
  nowIso: string,
  nextResetIso: string,
): Promise<{ count: number; resetAt: string }> {
  const windowOver = sql<boolean>`${sql.ref('rate_limits.reset_at')} <= ${nowIso}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: nextResetIso })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${windowOver} then 1 else ${sql.ref('rate_limits.count')} + 1 end`,
        reset_at: sql<string>`case when ${windowOver} then ${nextResetIso} else ${sql.ref('rate_limits.reset_at')} end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: row.reset_at };
}

/** The counter of a window still running at `nowIso`, without counting; nothing when there is none. */
export async function findRunningCounter(
  db: Db,
  key: string,
  nowIso: string,
): Promise<{ count: number; resetAt: string } | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', nowIso)
    .executeTakeFirst();
  return row && { count: Number(row.count), resetAt: row.reset_at };
}

/** Clears the counters whose window has ended by `nowIso`. */
export async function deleteEndedCounters(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', nowIso).execute();
}
