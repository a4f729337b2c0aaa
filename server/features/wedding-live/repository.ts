import type { Kysely, Transaction } from 'kysely';
import { ACTIVITY_KEEP } from '../../../src/contract/wedding-activity.ts';
import type { Database, WeddingActivityTable } from '../../db/database.ts';

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

/** Which of these sessions (by token hash) still exist: a stream of an ended one is closed. */
export async function liveSessions(db: Db, tokenHashes: string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db.selectFrom('sessions').select('token_hash').where('token_hash', 'in', tokenHashes).execute();
  return new Set(rows.map((row) => row.token_hash));
}

/**
 * The name of a row a DELETE is about to remove, read before the handler runs so the activity
 * entry can say which guest or task went. Read-only and scoped by the wedding: a foreign id reads
 * nothing (and the delete itself answers 404).
 */
const NAMED_ROWS = {
  guests: 'name',
  todos: 'task',
  budget_items: 'name',
  budget_categories: 'name',
  seating_tables: 'name',
  notes: 'title',
  purchases: 'name',
  board_cards: 'title',
  contractors: 'name',
} as const;
export type NamedTable = keyof typeof NAMED_ROWS;

export async function nameOfRow(db: Db, table: NamedTable, weddingId: string, id: string): Promise<string | null> {
  const column = NAMED_ROWS[table];
  const row = await db
    .selectFrom(table)
    .select(`${table}.${column} as label` as 'guests.name as label')
    .where(`${table}.wedding_id` as 'guests.wedding_id', '=', weddingId)
    .where(`${table}.id` as 'guests.id', '=', id)
    .executeTakeFirst();
  return row?.label ?? null;
}
