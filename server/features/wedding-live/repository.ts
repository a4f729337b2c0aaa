import { sql, type Kysely, type Transaction } from 'kysely';
import { ACTIVITY_KEEP } from '../../../src/contract/wedding-activity.ts';
import type { Database } from '../../db/database.ts';
import type { WeddingActivityTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Writes one entry and drops the wedding's entries beyond the newest ACTIVITY_KEEP, in one
 * transaction. Ids sort as the entries were written (activity.ts), so "the newest 100" is an index
 * range of (wedding_id, id): the delete reads at most the 101st id and removes what is older.
 */
export async function insertActivity(db: Kysely<Database>, entry: WeddingActivityTable): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('wedding_activity').values(entry).execute();
    const oldestKept = await trx
      .selectFrom('wedding_activity')
      .select('id')
      .where('wedding_id', '=', entry.wedding_id)
      .orderBy('id', 'desc')
      .offset(ACTIVITY_KEEP - 1)
      .limit(1)
      .executeTakeFirst();
    if (oldestKept) {
      await trx
        .deleteFrom('wedding_activity')
        .where('wedding_id', '=', entry.wedding_id)
        .where('id', '<', oldestKept.id)
        .execute();
    }
  });
}

export interface ActivityRow {
  at: string;
  email: string | null;
  action: string;
  what: string | null;
}

/** The wedding's newest entries first, with the address of each member still on the books. */
export async function listActivity(db: Db, weddingId: string): Promise<ActivityRow[]> {
  return db
    .selectFrom('wedding_activity')
    .leftJoin('users', 'users.id', 'wedding_activity.user_id')
    .select(['wedding_activity.at', 'users.email', 'wedding_activity.action', 'wedding_activity.what'])
    .where('wedding_activity.wedding_id', '=', weddingId)
    .orderBy('wedding_activity.id', 'desc')
    .limit(ACTIVITY_KEEP)
    .execute();
}

/** The members of a wedding now: a stream of someone no longer among them is closed. */
export async function memberIds(db: Db, weddingId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('wedding_members').select('user_id').where('wedding_id', '=', weddingId).execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Why a stream may not open: its user or its client address holds the most it may. */
export type StreamRefusal = 'perUser' | 'perAddress';

export interface StreamPlace {
  id: string;
  userId: string;
  weddingId: string;
  tokenHash: string;
  clientKey: string;
  processId: string;
  expiresAt: string;
}

/** Two-key advisory locks of the live streams' caps (PostgreSQL): this number, then the key's hash. */
const STREAM_CAP_LOCK = 7_311_037;

/**
 * Takes a place for a new stream unless its user or its client address already holds the most it
 * may, counting the rows not lapsed on every process. Counting and inserting are one transaction,
 * and on PostgreSQL it holds the user's and the address's locks, so a burst of opens at once
 * cannot pass a cap (SQLite runs one transaction at a time anyway). A session ended meanwhile
 * fails the insert (its foreign key).
 */
export async function claimStreamPlace(
  db: Kysely<Database>,
  engine: 'sqlite' | 'postgres',
  place: StreamPlace,
  caps: { perUser: number; perAddress: number },
  nowIso: string,
): Promise<StreamRefusal | null> {
  return db.transaction().execute(async (trx) => {
    if (engine === 'postgres') {
      // Always the user's first, then the address's: two opens never wait for each other in a circle.
      await sql`select pg_advisory_xact_lock(${STREAM_CAP_LOCK}, hashtext(${`user:${place.userId}`}))`.execute(trx);
      await sql`select pg_advisory_xact_lock(${STREAM_CAP_LOCK}, hashtext(${`client:${place.clientKey}`}))`.execute(
        trx,
      );
    }
    const open = (column: 'user_id' | 'client_key', value: string) =>
      trx
        .selectFrom('live_streams')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where(column, '=', value)
        .where('expires_at', '>', nowIso)
        .executeTakeFirstOrThrow();
    if (Number((await open('user_id', place.userId)).count) >= caps.perUser) return 'perUser';
    if (Number((await open('client_key', place.clientKey)).count) >= caps.perAddress) return 'perAddress';
    await trx
      .insertInto('live_streams')
      .values({
        id: place.id,
        user_id: place.userId,
        wedding_id: place.weddingId,
        token_hash: place.tokenHash,
        client_key: place.clientKey,
        process_id: place.processId,
        expires_at: place.expiresAt,
      })
      .execute();
    return null;
  });
}

/** Gives up streams' places: one stream, a user's (in one wedding or all), or a process's. */
export async function deleteStreams(
  db: Db,
  which: { id: string } | { userId: string; weddingId?: string } | { processId: string },
): Promise<void> {
  let query = db.deleteFrom('live_streams');
  if ('id' in which) query = query.where('id', '=', which.id);
  else if ('processId' in which) query = query.where('process_id', '=', which.processId);
  else {
    query = query.where('user_id', '=', which.userId);
    if (which.weddingId !== undefined) query = query.where('wedding_id', '=', which.weddingId);
  }
  await query.execute();
}

/** The process's streams are still open: their places are kept until `expiresAt`. */
export async function refreshStreams(db: Db, processId: string, expiresAt: string): Promise<void> {
  await db.updateTable('live_streams').set({ expires_at: expiresAt }).where('process_id', '=', processId).execute();
}

/** Places nobody refreshed in time: their process was killed or lost the database. */
export async function deleteLapsedStreams(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('live_streams').where('expires_at', '<=', nowIso).execute();
}

/** The ids of the process's streams whose rows still exist (none gone with a session or a membership). */
export async function streamIdsOf(db: Db, processId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('live_streams').select('id').where('process_id', '=', processId).execute();
  return new Set(rows.map((row) => row.id));
}

/** PostgreSQL: the schema the product's tables are in (the live channel is named after it). */
export async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

/** PostgreSQL: one notification on a channel, delivered to its listeners once this commits (now, outside a transaction). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

/**
 * The name of a row a DELETE is about to remove, read before the handler runs so the activity
 * entry can say which guest or task went: the route declares the table and the column that names
 * it (`activity.row`). Read-only and scoped by the wedding: a foreign id reads nothing (and the
 * delete itself answers 404).
 */
export async function nameOfRow(
  db: Db,
  row: { table: string; column: string },
  weddingId: string,
  id: string,
): Promise<string | null> {
  // The table and column come from the route tables, never from a request.
  const { table, column } = row as { table: 'guests'; column: 'name' };
  const found = await db
    .selectFrom(table)
    .select(`${table}.${column} as label` as 'guests.name as label')
    .where(`${table}.wedding_id` as 'guests.wedding_id', '=', weddingId)
    .where(`${table}.id` as 'guests.id', '=', id)
    .executeTakeFirst();
  return found?.label ?? null;
}

/**
 * The wedding's last change so far: the id of its newest activity entry ('' for none). Ids sort as
 * the entries were written, so a later change has a greater one.
 */
export async function latestChangeMark(db: Db, weddingId: string): Promise<string> {
  const row = await db
    .selectFrom('wedding_activity')
    .select('id')
    .where('wedding_id', '=', weddingId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? '';
}

/** Whether the plan changed after the change `mark` names: a page drawn then may have missed it. */
export async function changedAfter(db: Db, weddingId: string, mark: string): Promise<boolean> {
  const row = await db
    .selectFrom('wedding_activity')
    .select('id')
    .where('wedding_id', '=', weddingId)
    .where('id', '>', mark)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
