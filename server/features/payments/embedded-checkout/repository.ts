import type { Kysely } from 'kysely';
import type { Database, EmbeddedCheckoutRow, EmbeddedCheckoutsTable } from '../../../db/database.ts';

export interface CheckoutView {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amountKopecks: number;
  returnUrl: string;
  tariffTitleKey: string;
  days: number;
}

/*
 * Every SQL statement of the embedded checkout (the local "bank" of the embedded provider): a payer
 * sees and decides only checkouts of their own payments.
 */
type Db = Kysely<Database>;

/** A checkout per idempotence key: a retried creation finds the first one. */
export async function insertCheckout(db: Db, checkout: EmbeddedCheckoutsTable): Promise<void> {
  await db
    .insertInto('embedded_checkouts')
    .values(checkout)
    .onConflict((conflict) => conflict.column('idempotence_key').doNothing())
    .execute();
}

export function findCheckoutByIdempotenceKey(db: Db, idempotenceKey: string): Promise<EmbeddedCheckoutRow> {
  return db
    .selectFrom('embedded_checkouts')
    .selectAll()
    .where('idempotence_key', '=', idempotenceKey)
    .executeTakeFirstOrThrow();
}

export function findCheckout(db: Db, checkoutId: string): Promise<EmbeddedCheckoutRow | undefined> {
  return db.selectFrom('embedded_checkouts').selectAll().where('id', '=', checkoutId).executeTakeFirst();
}

export function findForPayer(db: Db, checkoutId: string, userId: string): Promise<CheckoutView | undefined> {
  return db
    .selectFrom('embedded_checkouts')
    .innerJoin('payments', 'payments.id', 'embedded_checkouts.payment_id')
    .innerJoin('tariffs', 'tariffs.id', 'payments.tariff_id')
    .select([
      'embedded_checkouts.id as id',
      'embedded_checkouts.status as status',
      'embedded_checkouts.amount_kopecks as amountKopecks',
      'embedded_checkouts.return_url as returnUrl',
      'tariffs.title_key as tariffTitleKey',
      'payments.days as days',
    ])
    .where('embedded_checkouts.id', '=', checkoutId)
    .where('payments.user_id', '=', userId)
    .executeTakeFirst();
}

/** The payer's decision; a checkout decided once stays decided, as with a real bank. */
export async function decide(db: Db, checkoutId: string, status: 'succeeded' | 'canceled', now: Date): Promise<void> {
  await db
    .updateTable('embedded_checkouts')
    .set({ status, updated_at: now.toISOString() })
    .where('id', '=', checkoutId)
    .where('status', '=', 'pending')
    .execute();
}
