import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentRow, PaymentsTable } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Every SQL statement of payments: the rows that record each attempt to pay and what became of it.
 * Each function takes the database or a transaction, so a service decides what runs together.
 */
export async function insert(db: Db, payment: PaymentsTable): Promise<void> {
  await db.insertInto('payments').values(payment).execute();
}

export function find(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

export function listForUser(db: Db, userId: string): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
}

/**
 * The user's newest payment for the tariff that is waiting at the provider's checkout (made since
 * `since`, at today's amount, with today's provider): a second start sends the payer back to it
 * instead of creating another.
 */
export function findReusable(
  db: Db,
  payment: { userId: string; tariffId: string; amountKopecks: number; provider: string; since: string },
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', payment.userId)
    .where('tariff_id', '=', payment.tariffId)
    .where('amount_kopecks', '=', payment.amountKopecks)
    .where('provider', '=', payment.provider as PaymentRow['provider'])
    .where('status', '=', 'pending')
    .where('confirmation_url', 'is not', null)
    .where('created_at', '>', payment.since)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** The provider has the payment: remember its id and checkout, unless news overtook us. */
export async function recordCreated(
  db: Db,
  paymentId: string,
  providerPaymentId: string,
  confirmationUrl: string | null,
  now: Date,
) {
  await db
    .updateTable('payments')
    .set({
      provider_payment_id: providerPaymentId,
      confirmation_url: confirmationUrl,
      status: 'pending',
      updated_at: now.toISOString(),
    })
    .where('id', '=', paymentId)
    .where('status', '=', 'created')
    .execute();
}

export async function markFailed(db: Db, paymentId: string, now: Date) {
  await db
    .updateTable('payments')
    .set({ status: 'failed', updated_at: now.toISOString() })
    .where('id', '=', paymentId)
    .where('status', '=', 'created')
    .execute();
}

export async function markCanceled(db: Db, paymentId: string, providerPaymentId: string, now: Date) {
  await db
    .updateTable('payments')
    .set({ status: 'canceled', provider_payment_id: providerPaymentId, updated_at: now.toISOString() })
    .where('id', '=', paymentId)
    .where('status', 'in', ['created', 'pending', 'failed'])
    .execute();
}

/**
 * Turns the payment succeeded if it was not already; true only for the one call that did. This
 * conditional UPDATE is what makes a payment extend the subscription once however often it is
 * reported: concurrent callers serialize on the row and all but the first match nothing.
 */
export async function markSucceeded(db: Db, paymentId: string, providerPaymentId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: 'succeeded',
      provider_payment_id: providerPaymentId,
      succeeded_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', paymentId)
    .where('status', '<>', 'succeeded')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
