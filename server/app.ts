import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { ajvOptions } from './lib/ajv-options.ts';
import adviceRoutes from './features/advices/routes.ts';
import healthRoutes from './features/health/routes.ts';
import paymentRoutes from './features/payments/routes.ts';
import subscriptionRoutes from './features/subscriptions/routes.ts';
import database from './plugins/database.ts';
import errorHandler, { sendRouteNotFound } from './plugins/error-handler.ts';
import openapi from './plugins/openapi.ts';
import planningGuard from './plugins/planning-guard.ts';
import security from './plugins/security.ts';
import sessions from './plugins/sessions.ts';
import staticApp from './plugins/static-app.ts';

export const API_PREFIX = '/api/v1';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  /** Where the built app lives; tests that only need the API point it at a folder without one. */
  distDir?: string;
}

/**
 * Builds the whole server: external plugins first, then the app's own, then the routes. Tests build
 * it in-process (app.inject) or listen on a free port; main.ts listens on the configured one.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: true,
    ajv: ajvOptions,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(security);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(database, { config });
  await app.register(sessions, { config });
  await app.register(planningGuard);
  await app.register(openapi);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(subscriptionRoutes);
      await api.register(paymentRoutes, { config });
      await api.register(adviceRoutes);
    },
    { prefix: API_PREFIX },
  );

  if (config.serveApp) {
    await app.register(staticApp, { distDir: options.distDir ?? path.join(projectRoot, 'dist') });
  } else {
    app.decorate('sendAppShell', null);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (!url.startsWith(API_PREFIX) && url.startsWith('/profile/') && app.sendAppShell && request.method === 'GET') {
      return app.sendAppShell(reply);
    }
    return sendRouteNotFound(reply);
  });

  return app;
}
