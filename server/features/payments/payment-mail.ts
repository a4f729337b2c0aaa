import type { FastifyInstance } from 'fastify';
import { findUserEmail, findWeddingOf, mailDate, templateMail } from '../account/public.ts';
import { getSubscriptionSummary } from '../subscriptions/public.ts';
import type { PaymentRow } from '../../db/database.ts';

const roubles = (kopecks: number) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 }).format(
    kopecks / 100,
  );

/**
 * Mails the payer that the money arrived and until when the subscription now runs, after the
 * answer (a provider's notification is not kept waiting for a mail server). Once per payment: it is
 * called only when this very payment extended the subscription.
 */
export function mailPaymentReceived(app: FastifyInstance, publicUrl: string) {
  return (payment: PaymentRow) => {
    app.background.run(async () => {
      // The subscription is the wedding's the payment paid for (older payments: the payer's wedding).
      const weddingId = payment.wedding_id ?? (await findWeddingOf(app.db, payment.user_id));
      const [email, summary] = await Promise.all([
        findUserEmail(app.db, payment.user_id),
        weddingId ? getSubscriptionSummary(app.db, weddingId, app.clock.now()) : null,
      ]);
      if (!email || !summary) return;
      await app.mail.send(
        templateMail('paymentReceived', email, {
          amount: roubles(payment.amount_kopecks),
          tariff: summary.name,
          until: mailDate(summary.expiresDate),
          link: `${publicUrl}/profile/`,
        }),
      );
    });
  };
}
