import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/*
 * Every SQL statement of the idempotency keys (server/plugins/idempotency.ts): one row per session
 * and key. Timestamps are ISO strings, compared as text on both engines.
 */
type Db = Kysely<Database>;

export interface KeyOwner {
  sessionTokenHash: string;
  key: string;
}

/** One attempt's hold on a key: a takeover after the lease makes a new one, which the old attempt no longer touches. */
export interface Attempt extends KeyOwner {
  reservedAtIso: string;
}

export interface Reservation extends KeyOwner {
  fingerprint: string;
  nowIso: string;
  expiresAtIso: string;
  /** A running attempt reserved before this is taken to have died with its process. */
  abandonedBeforeIso: string;
}

/** What a key holds: another attempt's fingerprint, and its answer once it has one. */
export interface StoredKey {
  fingerprint: string;
  status: number | null;
  contentType: string | null;
  answer: string | null;
}

/**
 * Takes the key for this attempt in one statement (INSERT … ON CONFLICT, atomic on both engines,
 * so of two processes given the same key at once exactly one gets it). A key that has expired, or
 * whose attempt of the same request was abandoned, is taken over. Answers whether it was taken.
 */
export async function reserveKey(db: Db, reservation: Reservation): Promise<boolean> {
  const { sessionTokenHash, key, fingerprint, nowIso, expiresAtIso, abandonedBeforeIso } = reservation;
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      session_token_hash: sessionTokenHash,
      key,
      fingerprint,
      reserved_at: nowIso,
      expires_at: expiresAtIso,
      status: null,
      content_type: null,
      answer: null,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['session_token_hash', 'key'])
        .doUpdateSet({
          fingerprint,
          reserved_at: nowIso,
          expires_at: expiresAtIso,
          status: null,
          content_type: null,
          answer: null,
        })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.expires_at', '<=', nowIso),
            eb.and([
              eb('idempotency_keys.status', 'is', null),
              eb('idempotency_keys.reserved_at', '<', abandonedBeforeIso),
              eb('idempotency_keys.fingerprint', '=', fingerprint),
            ]),
          ]),
        ),
    )
    .returning(sql<number>`1`.as('taken'))
    .executeTakeFirst();
  return row !== undefined;
}

/** The key's row while it has not expired; nothing otherwise. */
export async function findKey(db: Db, owner: KeyOwner, nowIso: string): Promise<StoredKey | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'content_type', 'answer'])
    .where('session_token_hash', '=', owner.sessionTokenHash)
    .where('key', '=', owner.key)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return (
    row && {
      fingerprint: row.fingerprint,
      // PostgreSQL may hand integers over as text.
      status: row.status === null ? null : Number(row.status),
      contentType: row.content_type,
      answer: row.answer,
    }
  );
}

/** Keeps the attempt's answer for its repeats. */
export async function storeAnswer(
  db: Db,
  attempt: Attempt,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: answer.status, content_type: answer.contentType, answer: answer.body })
    .where('session_token_hash', '=', attempt.sessionTokenHash)
    .where('key', '=', attempt.key)
    .where('reserved_at', '=', attempt.reservedAtIso)
    .where('status', 'is', null)
    .execute();
}

/** Frees a key whose attempt failed on the server's side (5xx), so a repeat runs the call again. */
export async function releaseKey(db: Db, attempt: Attempt): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('session_token_hash', '=', attempt.sessionTokenHash)
    .where('key', '=', attempt.key)
    .where('reserved_at', '=', attempt.reservedAtIso)
    .where('status', 'is', null)
    .execute();
}

/** Removes the keys that expired by `nowIso`. */
export async function deleteExpiredKeys(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('expires_at', '<=', nowIso).execute();
}
