import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AdviceAnswer } from '../../../src/contract/advices.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { findRandomAdviceKey } from './repository.ts';

export default async function adviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/advices/get-one/random',
    {
      config: { planning: 'read' },
      schema: {
        tags: ['planning'],
        summary: 'One wedding-planning tip, chosen at random (needs a subscription, an ended one will do)',
        security: [{ session: [] }],
        response: {
          200: AdviceAnswer,
        },
      },
    },
    async () => {
      const key = await findRandomAdviceKey(app.db);
      if (!key) throw new HttpError(404, t('errors:server.notFound'));
      return { advice: t(key) };
    },
  );
}
