import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

export interface CheckoutView {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amountKopecks: number;
  returnUrl: string;
  tariffTitleKey: string;
  days: number;
}

/** SQL of the embedded checkout: a payer sees and decides only checkouts of their own payments. */
export const embeddedCheckoutRepository = {
  findForPayer(db: Kysely<Database>, checkoutId: string, userId: string): Promise<CheckoutView | undefined> {
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
  },

  /** The payer's decision; a checkout decided once stays decided, as with a real bank. */
  async decide(db: Kysely<Database>, checkoutId: string, status: 'succeeded' | 'canceled'): Promise<void> {
    await db
      .updateTable('embedded_checkouts')
      .set({ status, updated_at: new Date().toISOString() })
      .where('id', '=', checkoutId)
      .where('status', '=', 'pending')
      .execute();
  },
};
