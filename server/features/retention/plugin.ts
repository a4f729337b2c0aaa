import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { sweepRetention, type RetentionDeps } from './service.ts';

/** How often the warnings and deletions due are looked for: dates are days, an hour is soon enough. */
const RETENTION_SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_JOB = 'retention.sweep';

/*
 * The plan of a wedding whose subscription ended WEDDING_RETENTION_DAYS ago is deleted, after two
 * warnings (server/features/retention/rules.ts). A recurring job (server/features/jobs): each
 * hour's sweep is one job, claimed under its lease by one process of all.
 */
async function retention(
  app: FastifyInstance,
  options: { config: Pick<Config, 'publicUrl' | 'weddingRetentionDays'> },
) {
  if (options.config.weddingRetentionDays === 0) return; // plans are kept forever
  const deps: RetentionDeps = {
    db: app.db,
    engine: app.dbEngine,
    clock: app.clock,
    mail: app.mail,
    publicUrl: options.config.publicUrl,
    retentionDays: options.config.weddingRetentionDays,
    log: app.log,
  };
  app.jobs.define({
    kind: SWEEP_JOB,
    maxAttempts: 1,
    run: async () => {
      await sweepRetention(deps);
    },
  });
  app.jobs.every(SWEEP_JOB, RETENTION_SWEEP_EVERY_MS);
}

export default fp(retention, { name: 'retention', dependencies: ['jobs'] });
