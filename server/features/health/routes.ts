import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

const healthSchema = {
  tags: ['operations'],
  summary: 'The server and its database answer',
  response: {
    200: {
      type: 'object',
      required: ['status'],
      properties: { status: { type: 'string', enum: ['ok'] } },
    },
  },
} as const;

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: healthSchema }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' as const };
  });
}
