import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MessageDeliveriesTable, MessagesTable } from './tables.ts';

/*
 * Every SQL statement of the messages. Each function that reads or changes a wedding's rows takes
 * its id, so no statement reaches another wedding's messages; the send (by message id alone) runs
 * for a message the wedding's own call made.
 */
type Db = Kysely<Database>;

export type MessageRow = Selectable<MessagesTable>;
export type DeliveryRow = Selectable<MessageDeliveriesTable>;

const INSERT_CHUNK = 500;

export async function insertMessage(
  db: Db,
  message: Insertable<MessagesTable>,
  deliveries: Insertable<MessageDeliveriesTable>[],
): Promise<void> {
  await db.insertInto('messages').values(message).execute();
  for (let start = 0; start < deliveries.length; start += INSERT_CHUNK) {
    await db
      .insertInto('message_deliveries')
      .values(deliveries.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

export async function listMessages(db: Db, weddingId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findMessage(db: Db, weddingId: string, id: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A message by id alone: the send, which its own wedding's call scheduled. */
export async function findMessageById(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listDeliveries(db: Db, weddingId: string, messageIds: string[]): Promise<DeliveryRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('message_deliveries')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('message_id', 'in', messageIds)
    .orderBy('message_id')
    .orderBy('position')
    .orderBy('channel')
    .execute();
}

export async function queuedDeliveries(db: Db, messageId: string): Promise<DeliveryRow[]> {
  return db
    .selectFrom('message_deliveries')
    .selectAll()
    .where('message_id', '=', messageId)
    .where('status', '=', 'queued')
    .orderBy('position')
    .execute();
}

/** Claims a message for sending: true for the one caller that set `started_at`. */
export async function claimMessage(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ started_at: now })
    .where('id', '=', id)
    .where('started_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes a message whose sending has not started: false when there is none such. */
export async function deleteUnstartedMessage(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('messages')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .where('started_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setDeliveryStatus(
  db: Db,
  id: string,
  status: 'sent' | 'failed' | 'no-contact',
  error: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('message_deliveries')
    .set({ status, error, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/**
 * The e-mails a wedding's messages send within 24 hours of `at` either way: what a message at
 * `at` shares a day with. Cancelled messages are gone and count nothing.
 */
export async function countEmailsAround(db: Db, weddingId: string, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('message_deliveries')
    .innerJoin('messages', 'messages.id', 'message_deliveries.message_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('message_deliveries.wedding_id', '=', weddingId)
    .where('message_deliveries.channel', '=', 'email')
    .where('messages.send_at', '>', from)
    .where('messages.send_at', '<', to)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function stoppedInvitations(db: Db, weddingId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('message_stops')
    .select('invitation_id')
    .where('wedding_id', '=', weddingId)
    .execute();
  return new Set(rows.map((row) => row.invitation_id));
}

/** Records a household's stop once; a second one changes nothing. */
export async function insertStop(db: Db, weddingId: string, invitationId: string, now: string): Promise<void> {
  await db
    .insertInto('message_stops')
    .values({ invitation_id: invitationId, wedding_id: weddingId, created_at: now })
    .onConflict((oc) => oc.column('invitation_id').doNothing())
    .execute();
}

export async function findReminderSettings(db: Db, weddingId: string) {
  return db.selectFrom('reminder_settings').selectAll().where('wedding_id', '=', weddingId).executeTakeFirst();
}

export async function upsertReminderSettings(
  db: Db,
  weddingId: string,
  settings: { enabled: boolean; daysBefore: number[] },
  now: string,
): Promise<void> {
  const values = {
    enabled: settings.enabled ? 1 : 0,
    days_before: JSON.stringify(settings.daysBefore),
    updated_at: now,
  };
  await db
    .insertInto('reminder_settings')
    .values({ wedding_id: weddingId, ...values })
    .onConflict((oc) => oc.column('wedding_id').doUpdateSet(values))
    .execute();
}

/**
 * A household's erasure of its data: its deliveries keep no address, and one still queued will not
 * go (it fails, saying why to support; the couple sees it undelivered).
 */
export async function forgetHouseholdAddresses(db: Db, invitationId: string, now: string): Promise<void> {
  await db
    .updateTable('message_deliveries')
    .set({ status: 'failed', error: 'the household erased its data', updated_at: now })
    .where('invitation_id', '=', invitationId)
    .where('status', '=', 'queued')
    .execute();
  await db
    .updateTable('message_deliveries')
    .set({ address: null, updated_at: now })
    .where('invitation_id', '=', invitationId)
    .execute();
}
