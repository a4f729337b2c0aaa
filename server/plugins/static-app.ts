import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverScreens } from './server-screens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the app's page for a client route (null without a build): with the couple's screen
     * drawn in where the server draws it (server-screens.ts), else the plain index.html.
     */
    sendAppShell: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null;
  }
}

export const APP_BASE = '/profile/';

/** Files of the build the server reads but never serves: dot folders and the build's settings. */
export function isPublicFile(pathName: string): boolean {
  return !pathName.split('/').some((segment) => segment.startsWith('.')) && !pathName.endsWith('/build-settings.json');
}

/**
 * The build-time operator settings the privacy policy needs but the built app lacks, as their
 * variable names. The build writes build-settings.json (vite.config.ts); a build without it is
 * taken as one without them.
 */
export function missingPrivacySettings(distDir: string): string[] {
  let settings: Record<string, unknown> = {};
  try {
    settings = JSON.parse(fs.readFileSync(path.join(distDir, 'build-settings.json'), 'utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    // No file or not JSON: nothing is known to be set.
  }
  const missing: string[] = [];
  if (settings.privacyOperator !== true) missing.push('VITE_PRIVACY_OPERATOR');
  if (settings.privacyEmail !== true) missing.push('VITE_PRIVACY_EMAIL');
  return missing;
}

/**
 * Serves the built app under /profile/: hashed assets cached for a year, index.html never cached,
 * so a new release reaches users on their next navigation.
 */
async function staticApp(app: FastifyInstance, options: { distDir: string; apiPrefix: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'no app build found; serving the API only');
    app.decorate('sendAppShell', null);
    return;
  }

  const missing = missingPrivacySettings(options.distDir);
  if (missing.length > 0) {
    app.log.warn(
      { missing },
      `the privacy policy names no personal-data operator or contact: set ${missing.join(' and ')} (see .env.example) and rebuild the app`,
    );
  }

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: APP_BASE,
    schemaHide: true,
    // /profile/ itself is the main page's route below.
    index: false,
    redirect: true,
    // The build writes brotli and gzip copies at their best settings (scripts/vite/precompress.ts).
    preCompressed: true,
    // Build records (Vite's .vite/manifest.json, build-settings.json) are for the server, not the web.
    allowedPath: (pathName) => isPublicFile(pathName),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const screens = serverScreens(app, {
    distDir: options.distDir,
    apiPrefix: options.apiPrefix,
    appBase: APP_BASE,
    template: fs.readFileSync(indexFile, 'utf8'),
  });
  app.decorate('sendAppShell', async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await screens?.page(request).catch((error: unknown) => {
      request.log.error({ err: error }, 'the server could not draw the screen; sending the plain page');
      return null;
    });
    if (page) {
      // The couple's own data: for this browser only, never stored, never shared between cookies.
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(page);
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });

  // The main page: a client route like the others, so a couple's gets drawn with their plan.
  app.get(APP_BASE, { schema: { hide: true } }, (request, reply) => app.sendAppShell!(request, reply));
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(APP_BASE));
  app.get('/profile', { schema: { hide: true } }, (_request, reply) => reply.redirect(APP_BASE));
  // Pages outside the app (the embedded checkout, the API docs) get the app's icon too.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`${APP_BASE}favicon.svg`, 301),
  );
}

export default fp(staticApp, { name: 'static-app' });
