import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PaymentReturnParams, PaymentStartQuery, YookassaNotification } from '../../../src/contract/payments.ts';
import { PAYMENT_SUCCESS_PAGE } from '../../../src/contract/subscriptions.ts';
import type { Config } from '../../config.ts';
import { mailPaymentReceived } from './payment-mail.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import embeddedCheckoutRoutes from './embedded-checkout/routes.ts';
import { paymentPaths } from '../../lib/payment-paths.ts';
import { createPaymentProviders } from './providers/index.ts';
import { ProviderRejectedError, ProviderUnavailableError } from './providers/provider.ts';
import { emptyObjectSchema, errorBodySchema } from '../../lib/response-schemas.ts';
import { redirectResponse } from './schemas.ts';
import {
  confirmNotifiedPayment,
  confirmPayment,
  startPayment,
  type ConfirmationOutcome,
  type PaymentDeps,
} from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Exempts the route from the same-origin check: a provider's servers post to it. */
    allowCrossSite?: boolean;
  }
}

/**
 * When the payer comes back the provider may not have settled the payment yet; it is asked again a
 * few times before the page says so. The webhook still extends the subscription if it succeeds later.
 */
const RETURN_RECHECK_DELAYS_MS = [300, 700, 1000];

async function confirmPatiently(deps: PaymentDeps, paymentId: string): Promise<ConfirmationOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    let outcome: ConfirmationOutcome;
    try {
      outcome = await confirmPayment(deps, paymentId);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError)) throw error;
      outcome = 'pending';
    }
    if (outcome !== 'pending' || attempt >= RETURN_RECHECK_DELAYS_MS.length) return outcome;
    await new Promise((resolve) => setTimeout(resolve, RETURN_RECHECK_DELAYS_MS[attempt]));
  }
}

function resultPage(outcome: ConfirmationOutcome): string {
  if (outcome === 'succeeded') return PAYMENT_SUCCESS_PAGE;
  if (outcome === 'canceled' || outcome === 'pending') return paymentPaths.failure(outcome);
  return paymentPaths.failure('unavailable');
}

export interface PaymentRoutesOptions {
  config: Config;
  /** Tests only: shorter waits between retries of a provider call (production: 0.5, 1.5, 3 s). */
  retryDelaysMs?: number[];
}

export default async function paymentRoutes(fastify: FastifyInstance, options: PaymentRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const providers = createPaymentProviders(options.config, app.db, app.log, app.clock, options.retryDelaysMs);
  const deps: PaymentDeps = {
    db: app.db,
    clock: app.clock,
    providers,
    log: app.log,
    onPaid: mailPaymentReceived(app, options.config.publicUrl),
  };

  app.get(
    '/payments/start',
    {
      // A HEAD (a link checker, a prefetch) must not create payments.
      exposeHeadRoute: false,
      // Only our own pages start a payment: a link or a redirect on another site gets 403.
      config: { sameOriginOnly: true },
      schema: {
        tags: ['payments'],
        summary: "Starts a payment for a variant (the variant's uri); a browser navigation",
        description:
          'Records the payment, creates it with the configured provider and sends the browser to its checkout. ' +
          'Without a session: to the login page. If the provider cannot be reached: to the failure page. ' +
          'A payment of the same user and variant still waiting at the checkout (30 minutes) is reused. New ' +
          'payments are rate-limited per user and client (429). Refused (403) when another site starts it.',
        security: [{ session: [] }],
        querystring: PaymentStartQuery,
        response: {
          303: redirectResponse("To the provider's checkout, the login page or the failure page"),
          403: { description: 'Started from another site', ...errorBodySchema },
          404: { description: 'No such variant', ...errorBodySchema },
          429: { description: 'Too many new payments', ...errorBodySchema },
        },
      },
    },
    async (request, reply) => {
      if (!request.userId) return reply.redirect(paymentPaths.login, 303);
      const userId = request.userId;
      if (!request.weddingId) throw new HttpError(403, t('errors:server.noWedding'));
      const payer = { userId, weddingId: request.weddingId };
      // New payments (each one may call the provider) are limited per user and per client.
      const countNewPayment = () =>
        app.rateLimit.consume([
          ['payment-start-user', userId],
          ['payment-start-client', app.rateLimit.clientKey(request)],
        ]);
      const target = await startPayment(deps, payer, request.query.variant, countNewPayment);
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );

  app.get(
    '/payments/:paymentId/return',
    {
      schema: {
        tags: ['payments'],
        summary: 'Where the provider returns the browser; confirms the payment with the provider',
        description:
          'Looks the payment up at its provider and applies what it says (a succeeded payment extends the ' +
          'subscription once), then sends the browser to /profile/payment-success, or to ' +
          '/profile/payment-failure?reason=canceled|pending|unavailable.',
        params: PaymentReturnParams,
        response: { 303: redirectResponse('To the payment success or failure page') },
      },
    },
    async (request, reply) => {
      const outcome = await confirmPatiently(deps, request.params.paymentId);
      return reply.header('cache-control', 'no-store').redirect(resultPage(outcome), 303);
    },
  );

  app.post(
    '/payments/yookassa/notifications',
    {
      config: { allowCrossSite: true },
      schema: {
        tags: ['payments'],
        summary: 'YooKassa notifications (webhook)',
        description:
          "Only the payment's id is read from the body; the payment is then fetched from YooKassa and only " +
          'that answer is trusted. 200 once handled (including payments that are not ours); 503 when ' +
          'YooKassa cannot be asked right now, so it delivers the notification again.',
        body: YookassaNotification,
        response: { 200: emptyObjectSchema, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      if (!providers.byName('yookassa')) throw new HttpError(404, t('errors:server.routeNotFound'));
      try {
        await confirmNotifiedPayment(deps, 'yookassa', request.body.object.id);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError)) throw error;
        request.log.warn({ err: error }, 'could not confirm a notified payment; YooKassa will deliver it again');
        throw new HttpError(503, t('errors:server.internal'));
      }
      return {};
    },
  );

  await app.register(embeddedCheckoutRoutes, { enabled: providers.byName('embedded') !== null });
}
