import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { HealthAnswer } from '../../../src/contract/health.ts';

/** Built once: the check is asked for constantly (load balancers, uptime monitors). */
const PING = CompiledQuery.raw('select 1');

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/health',
    {
      schema: { tags: ['operations'], summary: 'The server and its database answer', response: { 200: HealthAnswer } },
    },
    async () => {
      await app.db.executeQuery(PING);
      return { status: 'ok' as const };
    },
  );
}
