import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the app's index.html, for client routes the server does not know (null without a build). */
    sendAppShell: ((reply: FastifyReply) => FastifyReply) | null;
  }
}

export const APP_BASE = '/profile/';

/**
 * Serves the built app under /profile/: hashed assets cached for a year, index.html never cached,
 * so a new release reaches users on their next navigation.
 */
async function staticApp(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'no app build found; serving the API only');
    app.decorate('sendAppShell', null);
    return;
  }

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: APP_BASE,
    schemaHide: true,
    index: 'index.html',
    redirect: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.decorate('sendAppShell', (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'),
  );

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(APP_BASE));
  app.get('/profile', { schema: { hide: true } }, (_request, reply) => reply.redirect(APP_BASE));
  // Pages outside the app (the embedded checkout, the API docs) get the app's icon too.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`${APP_BASE}favicon.svg`, 301),
  );
}

export default fp(staticApp, { name: 'static-app' });
