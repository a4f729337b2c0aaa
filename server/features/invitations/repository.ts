import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RsvpInvitationsTable, WeddingEventsTable } from './tables.ts';

/*
 * Every SQL statement of the invitations. Each function takes the database or a transaction and
 * the wedding's id, except the public page's lookup by the token's hash.
 */
type Db = Kysely<Database>;

export type EventRow = Selectable<WeddingEventsTable>;
export type InvitationRow = Selectable<RsvpInvitationsTable>;

/** Writes the wedding's settings row unless it exists; true when this call wrote it (seed the parts then). */
export async function insertSettingsOnce(db: Db, weddingId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('rsvp_settings')
    .values({ wedding_id: weddingId, deadline: null, seeded_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('wedding_id').doNothing())
    .returning('wedding_id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function findSettings(db: Db, weddingId: string) {
  return db.selectFrom('rsvp_settings').select(['deadline']).where('wedding_id', '=', weddingId).executeTakeFirst();
}

/** Every wedding's RSVP deadline that is set (the reminders' daily look). */
export async function listDeadlines(db: Db): Promise<Array<{ wedding_id: string; deadline: string }>> {
  const rows = await db
    .selectFrom('rsvp_settings')
    .select(['wedding_id', 'deadline'])
    .where('deadline', 'is not', null)
    .execute();
  return rows.map((row) => ({ wedding_id: row.wedding_id, deadline: row.deadline! }));
}

export async function updateDeadline(db: Db, weddingId: string, deadline: string | null, now: string): Promise<void> {
  await db
    .updateTable('rsvp_settings')
    .set({ deadline, updated_at: now })
    .where('wedding_id', '=', weddingId)
    .execute();
}

export async function listEvents(db: Db, weddingId: string): Promise<EventRow[]> {
  return db
    .selectFrom('wedding_events')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

export async function insertEvents(db: Db, rows: Insertable<WeddingEventsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('wedding_events').values(rows).execute();
}

export async function updateEvent(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<WeddingEventsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('wedding_events')
    .set(changes)
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEvent(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('wedding_events')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listInvitations(db: Db, weddingId: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('rsvp_invitations')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findInvitation(db: Db, weddingId: string, id: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('rsvp_invitations')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A household's token by its invitation's id, whatever the wedding (the Telegram bot knows the id only). */
export async function findTokenOfInvitation(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('rsvp_invitations').select('token').where('id', '=', id).executeTakeFirst();
  return row?.token;
}

/** The public page's lookup: by the SHA-256 of the token, never the token itself. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('rsvp_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Rows per INSERT: each row binds about a dozen values, and SQLite takes at most 32,766 in one
 * statement (a bulk invitation of a 5,000-guest list would bind 55,000).
 */
const INSERT_CHUNK = 500;

/** Adds invitations, a long list in several statements of one transaction: all or none. */
export async function insertInvitations(db: Db, rows: Insertable<RsvpInvitationsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length > INSERT_CHUNK && !db.isTransaction) {
    await db.transaction().execute((trx) => insertInvitations(trx, rows));
    return;
  }
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('rsvp_invitations')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

export async function updateInvitation(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<RsvpInvitationsTable>,
): Promise<void> {
  await db
    .updateTable('rsvp_invitations')
    .set(changes)
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .execute();
}

export async function deleteInvitation(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('rsvp_invitations')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
