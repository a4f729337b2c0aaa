import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { HealthAnswer } from '../../../src/contract/health.ts';
import { errorResponses } from '../../lib/response-schemas.ts';
import { sendStorageFull } from '../../plugins/error-handler.ts';

/** How long after a write refused for want of space the check reports it, unless a write succeeds. */
const STORAGE_FULL_REPORTED_MS = 5 * 60_000;

/** Built once: the check is asked for constantly (load balancers, uptime monitors). */
const PING = CompiledQuery.raw('select 1');

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'The server and its database answer',
        description:
          'Answers 503 with Retry-After while the database does not answer, and 507 while the disk is full: a write was refused for want of space in the last minutes and none has succeeded since.',
        response: { 200: HealthAnswer, ...errorResponses(503, 507) },
      },
    },
    async (_request, reply) => {
      await app.db.executeQuery(PING);
      const full = app.storageFullAt.last;
      if (full !== null && Date.now() - full < STORAGE_FULL_REPORTED_MS) return sendStorageFull(reply);
      return { status: 'ok' as const };
    },
  );
}
