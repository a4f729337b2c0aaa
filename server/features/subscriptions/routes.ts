import type { FastifyInstance } from 'fastify';
import type { SubscriptionVariant } from '../../../src/contract/subscriptions.ts';
import { t } from '../../lib/i18n.ts';
import { kopecksToRoubles } from '../payments/money.ts';
import { paymentPaths } from '../payments/paths.ts';

const variantSchema = {
  type: 'object',
  required: ['id', 'isProfitable', 'title', 'text', 'price', 'discountPrice', 'days', 'uri'],
  properties: {
    id: { type: 'string' },
    isProfitable: { type: 'boolean', description: 'The best value per month' },
    title: { type: 'string' },
    text: { type: 'string' },
    price: { type: 'number', description: 'Full price, roubles', examples: [299] },
    discountPrice: {
      type: ['number', 'null'],
      description: 'Charged instead of price when not null, roubles',
    },
    days: { type: 'integer', description: 'Length of the subscription bought' },
    uri: { type: 'string', description: 'Follow it (browser navigation with the session) to pay' },
  },
} as const;

export default async function subscriptionRoutes(app: FastifyInstance) {
  app.get(
    '/subscriptions/variants',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'The tariffs on sale, cheapest first (no session needed)',
        response: { 200: { type: 'array', items: variantSchema } },
      },
    },
    async (): Promise<SubscriptionVariant[]> => {
      const tariffs = await app.db
        .selectFrom('tariffs')
        .selectAll()
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .execute();
      return tariffs.map((tariff) => ({
        id: tariff.id,
        isProfitable: tariff.is_profitable === 1,
        title: t(tariff.title_key),
        text: t(tariff.text_key),
        price: kopecksToRoubles(tariff.price_kopecks),
        discountPrice: tariff.discount_price_kopecks === null ? null : kopecksToRoubles(tariff.discount_price_kopecks),
        days: tariff.days,
        uri: paymentPaths.start(tariff.id),
      }));
    },
  );
}
