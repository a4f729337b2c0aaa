import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SubscriptionVariants } from '../../../src/contract/subscriptions.ts';
import { t } from '../../lib/i18n.ts';
import { toRoubles } from '../../../src/contract/money.ts';
import { paymentPaths } from '../../lib/payment-paths.ts';
import { listActiveTariffs } from './repository.ts';

export default async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/subscriptions/variants',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'The tariffs on sale, cheapest first (no session needed)',
        response: { 200: SubscriptionVariants },
      },
    },
    async () => {
      const tariffs = await listActiveTariffs(app.db);
      return tariffs.map((tariff) => ({
        id: tariff.id,
        isProfitable: tariff.is_profitable === 1,
        title: t(tariff.title_key),
        text: t(tariff.text_key),
        price: toRoubles(tariff.price_kopecks),
        discountPrice: tariff.discount_price_kopecks === null ? null : toRoubles(tariff.discount_price_kopecks),
        days: tariff.days,
        uri: paymentPaths.start(tariff.id),
      }));
    },
  );
}
