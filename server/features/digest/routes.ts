import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationRoutes } from '../../../src/contract/notification-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { changeSettings, previewFor, settingsOf, sweepNotifications, type DigestDeps } from './service.ts';

/** How often the digests and payment reminders due are looked for: the morning hour is met within it. */
export const SWEEP_EVERY_MS = 15 * 60 * 1000;
const SWEEP_JOB = 'digests.sweep';

function weddingOf(request: FastifyRequest): string {
  if (!request.weddingId) throw new HttpError(403, t('errors:server.noWedding'));
  return request.weddingId;
}

/** A member's mail from the product (api.md, "Guests' contacts, messages and reminders"), under /api/v1. */
export default async function notificationRoutesPlugin(fastify: FastifyInstance, options: { publicUrl: string }) {
  const deps: DigestDeps = {
    db: fastify.db,
    engine: fastify.dbEngine,
    clock: fastify.clock,
    mail: fastify.mail,
    publicUrl: options.publicUrl,
    log: fastify.log,
  };

  await fastify.register(
    declaredRoutes(notificationRoutes, () => ({
      settings: async (request) => {
        weddingOf(request);
        return settingsOf(deps, request.userId!);
      },
      setSettings: async (request) => {
        weddingOf(request);
        return changeSettings(deps, request.userId!, request.body);
      },
      preview: async (request) => previewFor(deps, request.userId!, weddingOf(request)),
    })),
  );

  // A recurring job: one process sweeps each quarter of an hour. Each mail is also taken by a row
  // before it goes, so even a pass run twice sends it once.
  fastify.jobs.define({
    kind: SWEEP_JOB,
    maxAttempts: 1,
    run: async () => {
      await sweepNotifications(deps);
    },
  });
  fastify.jobs.every(SWEEP_JOB, SWEEP_EVERY_MS);
}
