import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, PaymentProviderName, PaymentRow, PaymentsTable } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { Clock } from '../../lib/clock.ts';
import { findUserEmail, findWeddingOf } from '../account/public.ts';
import { extendSubscription, findActiveTariff } from '../subscriptions/public.ts';
import { paymentPaths } from '../../lib/payment-paths.ts';
import type { PaymentProviders } from './providers/index.ts';
import { ProviderRejectedError, ProviderUnavailableError, type ProviderPayment } from './providers/provider.ts';
import * as repository from './repository.ts';

/**
 * What a look-up at the provider showed: paid (and the subscription extended, once), cancelled,
 * not final yet, not matching our payment (ignored), or unknown to us or to the provider.
 */
export type ConfirmationOutcome = 'succeeded' | 'canceled' | 'pending' | 'mismatch' | 'unknown';

/** What the payment services work with; the routes hand them the server's own and the configured providers. */
export interface PaymentDeps {
  db: Kysely<Database>;
  clock: Clock;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  /** Told once a payment has extended the subscription (the payer's confirmation mail). */
  onPaid?: (payment: PaymentRow) => void;
}

/**
 * How long a payment waiting at the checkout is offered again instead of a new one (YooKassa keeps
 * an unpaid payment open for about an hour; the embedded checkout until it is paid or cancelled).
 */
const REUSE_PENDING_MS = 30 * 60 * 1000;

/**
 * The one place a subscription is extended for money: only on the provider's own word that this
 * very payment (our id in its metadata, our amount and currency) has succeeded.
 */
async function apply(
  deps: PaymentDeps,
  payment: PaymentRow,
  remote: ProviderPayment | null,
): Promise<ConfirmationOutcome> {
  const { db, clock, log } = deps;
  if (!remote) return 'unknown';
  const problems: string[] = [];
  if (remote.paymentId !== payment.id) problems.push('metadata.paymentId');
  if (payment.provider_payment_id !== null && remote.id !== payment.provider_payment_id) problems.push('id');
  if (remote.amountKopecks !== payment.amount_kopecks) problems.push('amount');
  if (remote.currency !== payment.currency) problems.push('currency');
  if (problems.length > 0) {
    log.warn({ paymentId: payment.id, providerPaymentId: remote.id, problems }, 'provider payment does not match ours');
    return 'mismatch';
  }

  if (remote.status === 'succeeded') {
    const now = clock.now();
    const extension = await db.transaction().execute(async (trx) => {
      if (!(await repository.markSucceeded(trx, payment.id, remote.id, now))) return null;
      // Every payment since weddings has its wedding; one older than them pays for its payer's.
      const weddingId = payment.wedding_id ?? (await findWeddingOf(trx, payment.user_id));
      if (!weddingId) return null;
      return extendSubscription(trx, {
        weddingId,
        days: payment.days,
        tariffId: payment.tariff_id,
        now,
      });
    });
    if (extension) {
      log.info(
        { paymentId: payment.id, userId: payment.user_id, weddingId: payment.wedding_id, ...extension },
        'subscription extended by a payment',
      );
      deps.onPaid?.(payment);
    }
    return 'succeeded';
  }
  if (remote.status === 'canceled') {
    await repository.markCanceled(db, payment.id, remote.id, clock.now());
    return 'canceled';
  }
  return 'pending';
}

/**
 * Records a payment of the user for their wedding's subscription, creates it at the provider;
 * answers where the browser goes. A payment of the same user and tariff still waiting at the checkout is reused instead;
 * `beforeCreate` runs only when a new one is about to be made (the routes' rate limit).
 */
export async function startPayment(
  deps: PaymentDeps,
  payer: { userId: string; weddingId: string },
  tariffId: string,
  beforeCreate?: () => Promise<void>,
): Promise<string> {
  const { db, clock, providers, log } = deps;
  const { userId, weddingId } = payer;
  const tariff = await findActiveTariff(db, tariffId);
  if (!tariff) throw new HttpError(404, t('subscriptions:errors.unknownVariant'));
  const email = await findUserEmail(db, userId);
  if (!email) throw new HttpError(401, t('errors:server.unauthorized'));

  const provider = providers.current;
  const amountKopecks = tariff.discount_price_kopecks ?? tariff.price_kopecks;
  // A second start (a double click, a reload, the back button) goes back to the same checkout:
  // no new payment, no new call to the provider.
  const reusable = await repository.findReusable(db, {
    userId,
    tariffId: tariff.id,
    amountKopecks,
    provider: provider.name,
    since: new Date(clock.now().getTime() - REUSE_PENDING_MS).toISOString(),
  });
  if (reusable?.confirmation_url) return reusable.confirmation_url;
  await beforeCreate?.();

  const now = clock.now().toISOString();
  const payment: PaymentsTable = {
    id: `pay_${randomBytes(12).toString('base64url')}`,
    user_id: userId,
    wedding_id: weddingId,
    tariff_id: tariff.id,
    days: tariff.days,
    amount_kopecks: amountKopecks,
    currency: 'RUB',
    provider: provider.name,
    provider_payment_id: null,
    idempotence_key: randomUUID(),
    status: 'created',
    confirmation_url: null,
    created_at: now,
    updated_at: now,
    succeeded_at: null,
  };
  // Saved before the provider is called: the key is then the same for every retry.
  await repository.insert(db, payment);

  try {
    const created = await provider.create({
      paymentId: payment.id,
      idempotenceKey: payment.idempotence_key,
      amountKopecks: payment.amount_kopecks,
      currency: payment.currency,
      description: t('subscriptions:paymentDescription', { tariff: t(tariff.title_key) }),
      returnPath: paymentPaths.return(payment.id),
      customerEmail: email,
    });
    if (!created.confirmationUrl || created.paymentId !== payment.id) {
      throw new ProviderRejectedError(200, 'the created payment does not carry our id or a checkout address');
    }
    await repository.recordCreated(db, payment.id, created.id, created.confirmationUrl, clock.now());
    return created.confirmationUrl;
  } catch (error) {
    if (error instanceof ProviderRejectedError) {
      await repository.markFailed(db, payment.id, clock.now());
      log.error({ paymentId: payment.id, err: error }, 'the payment provider refused the payment');
    } else if (error instanceof ProviderUnavailableError) {
      // Whether the provider made it is unknown; it stays 'created' and is never paid for.
      log.error({ paymentId: payment.id, err: error }, 'the payment provider did not answer');
    } else {
      throw error;
    }
    return paymentPaths.failure('unavailable');
  }
}

/** Asks the payment's provider how it stands and applies that; the return URL calls it. */
export async function confirmPayment(deps: PaymentDeps, paymentId: string): Promise<ConfirmationOutcome> {
  const payment = await repository.find(deps.db, paymentId);
  if (!payment) return 'unknown';
  if (payment.status === 'succeeded') return 'succeeded';
  const provider = deps.providers.byName(payment.provider);
  // Never created at the provider (refused, or no answer), or made with a provider no longer configured.
  if (!provider || !payment.provider_payment_id) return payment.status === 'canceled' ? 'canceled' : 'unknown';
  return apply(deps, payment, await provider.fetch(payment.provider_payment_id));
}

/** The same for a provider's notification, which names only the provider's id. */
export async function confirmNotifiedPayment(
  deps: PaymentDeps,
  providerName: PaymentProviderName,
  providerPaymentId: string,
): Promise<ConfirmationOutcome> {
  const { db, providers, log } = deps;
  const provider = providers.byName(providerName);
  if (!provider) return 'unknown';
  // The notification's body is never trusted: only the provider's answer to our own look-up.
  const remote = await provider.fetch(providerPaymentId);
  if (!remote?.paymentId) {
    log.warn({ provider: providerName, providerPaymentId }, 'notification about a payment that is not ours');
    return 'unknown';
  }
  const payment = await repository.find(db, remote.paymentId);
  if (!payment || payment.provider !== providerName) {
    log.warn({ provider: providerName, providerPaymentId }, 'notification about a payment that is not ours');
    return 'unknown';
  }
  return apply(deps, payment, remote);
}
