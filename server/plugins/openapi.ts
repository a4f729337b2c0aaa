import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The OpenAPI document is generated from the route schemas, so it cannot drift from the code;
 * /api/v1/openapi.json is the document and /api/v1/docs a page to read it.
 */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wedding planner API',
        version: '1',
        description:
          'The API of the wedding-planning app. Every error is { message, ui: { messages: [{ text, field }] } }.',
      },
      servers: [{ url: '/api/v1' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
    },
    transform: ({ schema, url }) => ({ schema, url: url.replace(/^\/api\/v1/, '') }),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/v1/docs',
    // No CSP of its own: the docs page gets the product's (plugins/security.ts), which Swagger UI
    // works under (its scripts are files of 'self'; it sets styles inline, which the CSP allows).
    staticCSP: false,
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapi, { name: 'openapi' });
