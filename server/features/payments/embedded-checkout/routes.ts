import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EmbeddedCheckoutParams } from '../../../../src/contract/payments.ts';
import { paymentPaths } from '../../../lib/payment-paths.ts';
import { htmlResponse, redirectResponse } from '../schemas.ts';
import { renderCheckoutPage, renderNotFoundPage } from './page.ts';
import * as repository from './repository.ts';

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * The embedded provider's checkout, for running on one machine: a page with the tariff and amount
 * and two plain forms. Only the payer sees their checkout; the decision is stored as the provider's
 * and the browser goes to the return URL, where the server looks it up like any provider's.
 * Switched off (404) when a real provider is configured.
 */
export default async function embeddedCheckoutRoutes(fastify: FastifyInstance, options: { enabled: boolean }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The forms post no fields; the body is accepted and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, _b, done) => done(null, {}),
  );

  async function payersCheckout(checkoutId: string, userId: string | null) {
    if (!options.enabled || !userId) return undefined;
    return repository.findForPayer(app.db, checkoutId, userId);
  }

  app.get(
    '/payments/embedded/:checkoutId',
    {
      schema: {
        tags: ['payments'],
        summary: 'The embedded checkout page (pay or cancel)',
        params: EmbeddedCheckoutParams,
        response: {
          200: htmlResponse('The checkout page'),
          303: redirectResponse('Not signed in: to the login page'),
          404: htmlResponse('No such checkout for this user'),
        },
      },
    },
    async (request, reply) => {
      if (options.enabled && !request.userId) return reply.redirect(paymentPaths.login, 303);
      const checkout = await payersCheckout(request.params.checkoutId, request.userId);
      if (!checkout) return sendPage(reply, 404, renderNotFoundPage());
      return sendPage(reply, 200, renderCheckoutPage(checkout, paymentPaths.embeddedCheckout(checkout.id)));
    },
  );

  for (const [action, status] of [
    ['pay', 'succeeded'],
    ['cancel', 'canceled'],
  ] as const) {
    app.post(
      `/payments/embedded/:checkoutId/${action}`,
      {
        schema: {
          tags: ['payments'],
          summary: action === 'pay' ? 'Pays the embedded checkout' : 'Cancels the embedded checkout',
          params: EmbeddedCheckoutParams,
          response: {
            303: redirectResponse('To the return URL, or to the login page when not signed in'),
            404: htmlResponse('No such checkout for this user'),
          },
        },
      },
      async (request, reply) => {
        if (options.enabled && !request.userId) return reply.redirect(paymentPaths.login, 303);
        const checkout = await payersCheckout(request.params.checkoutId, request.userId);
        if (!checkout) return sendPage(reply, 404, renderNotFoundPage());
        await repository.decide(app.db, checkout.id, status, app.clock.now());
        return reply.redirect(checkout.returnUrl, 303);
      },
    );
  }
}
