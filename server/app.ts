import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { ajvOptions } from '../src/contract/ajv-options.ts';
import accountRoutes from './features/account/routes.ts';
import type { Argon2Cost } from './features/account/passwords.ts';
import blogRoutes from './features/blog/routes.ts';
import type { GuestPeopleCounter } from './features/budget/service.ts';
import healthRoutes from './features/health/routes.ts';
import { jobsPlugin } from './features/jobs/public.ts';
import { answersOfWedding } from './features/invitations/public.ts';
import { retentionPlugin } from './features/retention/public.ts';
import { rsvpPageRoutes } from './features/rsvp/page-routes.ts';
import { siteGuestApiRoutes } from './features/site/guest-routes.ts';
import { sitePageRoutes } from './features/site/page-routes.ts';
import { unsubscribePageRoutes } from './features/messages/page-routes.ts';
import { forgetHouseholdAddresses } from './features/messages/public.ts';
import { giftPictureApiRoutes } from './features/gifts/picture-routes.ts';
import { rsvpApiRoutes } from './features/rsvp/routes.ts';
import paymentRoutes from './features/payments/routes.ts';
import subscriptionRoutes from './features/subscriptions/routes.ts';
import telegram from './features/telegram/plugin.ts';
import { forgetHouseholdChat, telegramStartLink } from './features/telegram/public.ts';
import weddingRoutes from './features/wedding/routes.ts';
import weddingArchiveApiRoutes from './features/wedding-archive/routes.ts';
import notificationRoutes from './features/digest/routes.ts';
import { dayPageRoutes } from './features/wedding-day/page-routes.ts';
import { weddingLiveHub, weddingLiveRoutes } from './features/wedding-live/public.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { sharedSchemaCompilers } from './lib/schema-compilers.ts';
import { SERVER_TIMEOUTS } from './lib/server-timeouts.ts';
import { logDestination } from './lib/terminal-log.ts';
import background from './plugins/background.ts';
import compression from './plugins/compression.ts';
import database from './plugins/database.ts';
import gracefulStop from './plugins/graceful-stop.ts';
import idempotency from './plugins/idempotency.ts';
import errorHandler, { rewriteBadUrl, sendFrameworkError, sendRouteNotFound } from './plugins/error-handler.ts';
import mail from './plugins/mail.ts';
import openapi from './plugins/openapi.ts';
import planning from './plugins/planning.ts';
import { loadPlanningFeatures } from './plugins/planning-features.ts';
import requestLog, { AccessLogController } from './plugins/request-log.ts';
import rateLimit, { type RateRuleOverrides } from './plugins/rate-limit.ts';
import sameOrigin from './plugins/same-origin.ts';
import linkBase from './plugins/link-base.ts';
import privacyHeaders from './plugins/privacy-headers.ts';
import security from './plugins/security.ts';
import sessions from './plugins/sessions.ts';
import staticApp from './plugins/static-app.ts';
import uploads from './plugins/uploads.ts';

export const API_PREFIX = '/api/v1';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  /** Where the built app lives; tests that only need the API point it at a folder without one. */
  distDir?: string;
  /** Where the server reads the time; tests move it forward instead of sleeping. */
  clock?: Clock;
  /** Tests only: a cheaper Argon2 cost (production always uses OWASP's minimum). */
  passwordCost?: Argon2Cost;
  /** Tests only: shorter waits between retries of a payment provider call. */
  paymentRetryDelaysMs?: number[];
  /** Test and bench only: other rate limits than server/plugins/rate-limit.ts's. */
  rateLimits?: RateRuleOverrides;
  /** Where the blog's Markdown articles live; tests point it at a folder of their own. */
  blogDir?: string;
  /** Tests only: where the budget reads the guest list's head count (server/features/guests/public.ts). */
  guestPeople?: GuestPeopleCounter;
}

/**
 * Builds the whole server: external plugins first, then the app's own, then the routes. Tests build
 * it in-process (app.inject) or listen on a free port; main.ts listens on the configured one.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Readable lines when `npm start` runs in a terminal, JSON lines otherwise (files, pipes, tests).
    logger: { level: config.logLevel, stream: logDestination() },
    // One line per request instead of Fastify's two.
    logController: new AccessLogController(),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Only the proxies TRUST_PROXY names are believed about the client's address (none by default),
    // so a client cannot pick its own by sending X-Forwarded-For (rate limits count by it).
    trustProxy: config.trustProxy,
    ajv: ajvOptions,
    schemaController: sharedSchemaCompilers,
    // The database plugin brings the schema up to date before the server listens, and a migration
    // may rightly take minutes (server/plugins/database.ts): Fastify's 10 s bound on a plugin's start
    // stopped a loaded machine's start-up halfway through its migrations.
    pluginTimeout: 0,
    // Undecodable URLs reach a route of ours (every hook and header), other framework errors our shape.
    rewriteUrl: rewriteBadUrl,
    frameworkErrors: sendFrameworkError,
    // Long ids in the path reach their route and its validation instead of Fastify's own 414.
    routerOptions: { maxParamLength: 10_000 },
    // Silent and idle sockets are closed; the live stream and slow uploads are not (lib/server-timeouts.ts).
    ...SERVER_TIMEOUTS,
  });
  await app.register(requestLog);
  await app.register(errorHandler);
  await app.register(gracefulStop);
  await app.register(security);
  await app.register(privacyHeaders, { prefix: API_PREFIX });
  await app.register(compression);
  await app.register(database, { config });
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);
  app.decorate('weddingStorageQuotaBytes', config.weddingStorageQuotaBytes);
  await app.register(sessions, { config, clock });
  await app.register(weddingLiveHub, { config });
  await app.register(sameOrigin, { prefix: API_PREFIX, publicUrl: config.publicUrl });
  await app.register(linkBase, { config });
  await app.register(rateLimit, { clock, overrides: options.rateLimits });
  // Before every route: create calls take an Idempotency-Key (server/plugins/idempotency.ts).
  await app.register(idempotency);
  await app.register(background);
  await app.register(mail, { config });
  await app.register(uploads, { config });
  // Jobs and leases in the database; closed before the mail and the database they use.
  await app.register(jobsPlugin, { pollMs: config.jobsPollMs, leaseMs: config.jobsLeaseMs });
  // The Telegram bot: its poller runs under a lease, in one process of all.
  await app.register(telegram, { config });
  await app.register(retentionPlugin, { config });
  await app.register(openapi);
  // A household's erasure of its data also clears what these features keep of it; they read the
  // invitations, so the invitations cannot call them.
  const forgetHousehold = [forgetHouseholdChat, forgetHouseholdAddresses];

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountRoutes, { publicUrl: config.publicUrl, passwordCost: options.passwordCost });
      await api.register(subscriptionRoutes);
      await api.register(paymentRoutes, { config, retryDelaysMs: options.paymentRetryDelaysMs });
      // The plan's sections, each checked by the planning guard from its route table: every
      // server/features/<name>/routes.ts that is a planningFeature (plugins/planning-features.ts).
      await api.register(planning, {
        features: await loadPlanningFeatures(),
        guestPeople: options.guestPeople,
        weddingAnswers: answersOfWedding,
        publicUrl: config.publicUrl,
        supportEmail: config.supportEmail,
        messagesEmailsPerDay: config.messagesEmailsPerDay,
      });
      await api.register(weddingRoutes, { publicUrl: config.publicUrl });
      await api.register(weddingLiveRoutes);
      await api.register(weddingArchiveApiRoutes);
      await api.register(notificationRoutes, { publicUrl: config.publicUrl });
      // A household's answers: public (the token is the key), outside the planning guard.
      await api.register(rsvpApiRoutes, { publicUrl: config.publicUrl, forgetHousehold });
      // A guest's choice of a gift on the wedding's site: public (the device cookie is the key).
      await api.register(siteGuestApiRoutes, { publicUrl: config.publicUrl });
      // A wish's picture: public (the wedding's site shows it), its random name is the key.
      await api.register(giftPictureApiRoutes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(blogRoutes, {
    contentDir: options.blogDir ?? path.join(projectRoot, 'content', 'blog'),
    publicUrl: config.publicUrl,
  });

  await app.register(rsvpPageRoutes, {
    publicUrl: config.publicUrl,
    forgetHousehold,
    // The household's page offers the bot's link; the bot answers through the RSVP feature.
    telegramLinkOf: (invitationId) => telegramStartLink(app, invitationId),
  });
  await app.register(dayPageRoutes, { publicUrl: config.publicUrl });
  await app.register(sitePageRoutes, { publicUrl: config.publicUrl });
  await app.register(unsubscribePageRoutes, { publicUrl: config.publicUrl });

  if (config.serveApp) {
    await app.register(staticApp, {
      distDir: options.distDir ?? path.join(projectRoot, 'dist'),
      apiPrefix: API_PREFIX,
    });
  } else {
    app.decorate('sendAppShell', null);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (!url.startsWith(API_PREFIX) && url.startsWith('/profile/') && app.sendAppShell && request.method === 'GET') {
      return app.sendAppShell(request, reply);
    }
    return sendRouteNotFound(reply);
  });

  return app;
}
