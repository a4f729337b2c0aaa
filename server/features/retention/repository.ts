import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { RetentionNotice, WeddingRetentionNoticesTable } from './tables.ts';

/* Every SQL statement of the retention. Timestamps are ISO strings compared as text on both engines. */
type Db = Kysely<Database> | Transaction<Database>;

/** A wedding whose subscription ended at or before `endedBy`, with that end. */
export async function listEndedSubscriptions(
  db: Db,
  endedBy: string,
): Promise<Array<{ weddingId: string; expiresAt: string }>> {
  return db
    .selectFrom('subscriptions')
    .select(['wedding_id as weddingId', 'expires_at as expiresAt'])
    .where('expires_at', '<=', endedBy)
    .orderBy('expires_at')
    .orderBy('wedding_id')
    .execute();
}

/** The subscription's end, its row locked (PostgreSQL) until the transaction ends: a renewal waits. */
export async function lockSubscriptionEnd(db: Db, engine: Engine, weddingId: string): Promise<string | undefined> {
  let query = db.selectFrom('subscriptions').select('expires_at').where('wedding_id', '=', weddingId);
  if (engine === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst())?.expires_at;
}

/** The warnings sent about this end of the wedding's subscription. */
export async function listNotices(db: Db, weddingId: string, expiresAt: string) {
  return db
    .selectFrom('wedding_retention_notices')
    .select(['notice', 'deletion_at', 'sent_at'])
    .where('wedding_id', '=', weddingId)
    .where('expires_at', '=', expiresAt)
    .execute();
}

/** Takes a warning for sending; false when a process took it before. */
export async function takeNotice(db: Db, row: WeddingRetentionNoticesTable): Promise<boolean> {
  const taken = await db
    .insertInto('wedding_retention_notices')
    .values(row)
    .onConflict((conflict) => conflict.columns(['wedding_id', 'expires_at', 'notice']).doNothing())
    .returning('notice')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Gives a warning back after its mail could not go, for the next sweep to try again. */
export async function releaseNotice(
  db: Db,
  notice: { weddingId: string; expiresAt: string; notice: RetentionNotice },
): Promise<void> {
  await db
    .deleteFrom('wedding_retention_notices')
    .where('wedding_id', '=', notice.weddingId)
    .where('expires_at', '=', notice.expiresAt)
    .where('notice', '=', notice.notice)
    .execute();
}

/** Removes the warnings about an end the subscription no longer has: it was renewed since. */
export async function deleteRenewedNotices(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('wedding_retention_notices')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('subscriptions')
            .select('subscriptions.wedding_id')
            .whereRef('subscriptions.wedding_id', '=', 'wedding_retention_notices.wedding_id')
            .whereRef('subscriptions.expires_at', '=', 'wedding_retention_notices.expires_at'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
