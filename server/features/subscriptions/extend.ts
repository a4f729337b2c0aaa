import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Extension {
  previousExpiresAt: string | null;
  newExpiresAt: string;
}

/**
 * Adds days to the user's subscription, counting from the later of now and its current end, so
 * days paid ahead are never lost and days that lapsed are never back-dated. Must run inside the
 * transaction that records why (a payment turning succeeded, a support grant).
 *
 * The row is made to exist, then written before it is read: on PostgreSQL that takes the row lock,
 * so two payments of one user confirmed at the same moment add up instead of one overwriting the
 * other (ON CONFLICT DO NOTHING waits for a concurrent first insert); SQLite has one writer anyway.
 */
export async function extendSubscription(
  trx: Transaction<Database> | Kysely<Database>,
  options: { userId: string; days: number; tariffId: string | null; now?: Date },
): Promise<Extension> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const created = await trx
    .insertInto('subscriptions')
    .values({
      user_id: options.userId,
      tariff_id: options.tariffId,
      expires_at: nowIso,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  const current = await trx
    .updateTable('subscriptions')
    .set({ updated_at: nowIso })
    .where('user_id', '=', options.userId)
    .returning(['expires_at', 'tariff_id'])
    .executeTakeFirstOrThrow();

  const currentEnd = Date.parse(current.expires_at);
  const from = Math.max(currentEnd, now.getTime());
  const newExpiresAt = new Date(from + options.days * DAY_MS).toISOString();
  // A support grant keeps the name of the tariff the user last paid for.
  const tariffId = options.tariffId ?? current.tariff_id;
  await trx
    .updateTable('subscriptions')
    .set({ expires_at: newExpiresAt, tariff_id: tariffId })
    .where('user_id', '=', options.userId)
    .execute();
  return { previousExpiresAt: created ? null : current.expires_at, newExpiresAt };
}
