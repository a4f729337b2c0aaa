import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, EmbeddedCheckoutRow } from '../../../db/database.ts';
import type { Clock } from '../../../lib/clock.ts';
import { paymentPaths } from '../../../lib/payment-paths.ts';
import * as checkouts from '../embedded-checkout/repository.ts';
import type { ProviderPaymentOrder, PaymentProvider, ProviderPayment } from './provider.ts';

/**
 * The provider for running the product on one machine: its "bank" is the embedded_checkouts table
 * and its checkout a page this server serves (embedded-checkout/), where the payer pays or cancels.
 * It behaves like a real provider towards the rest of the code: idempotent creation, and a look-up
 * that is the only source of truth for confirmation.
 */
export function createEmbeddedProvider(db: Kysely<Database>, clock: Clock): PaymentProvider {
  return {
    name: 'embedded',

    async create(request: ProviderPaymentOrder): Promise<ProviderPayment> {
      const now = clock.now().toISOString();
      await checkouts.insertCheckout(db, {
        id: `chk_${randomBytes(12).toString('base64url')}`,
        idempotence_key: request.idempotenceKey,
        payment_id: request.paymentId,
        amount_kopecks: request.amountKopecks,
        currency: request.currency,
        description: request.description,
        // Relative, so the product works under whatever address it is opened at.
        return_url: request.returnPath,
        status: 'pending',
        created_at: now,
        updated_at: now,
      });
      const checkout = await checkouts.findCheckoutByIdempotenceKey(db, request.idempotenceKey);
      return toProviderPayment(checkout);
    },

    async fetch(providerPaymentId: string): Promise<ProviderPayment | null> {
      const checkout = await checkouts.findCheckout(db, providerPaymentId);
      return checkout ? toProviderPayment(checkout) : null;
    },
  };
}

function toProviderPayment(checkout: EmbeddedCheckoutRow): ProviderPayment {
  return {
    id: checkout.id,
    status: checkout.status,
    amountKopecks: checkout.amount_kopecks,
    currency: checkout.currency,
    paymentId: checkout.payment_id,
    confirmationUrl: paymentPaths.embeddedCheckout(checkout.id),
  };
}
