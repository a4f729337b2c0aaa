import { CompiledQuery } from 'kysely';
import { healthRoutes } from '../../../src/contract/service-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { sendStorageFull } from '../../plugins/error-handler.ts';

/** How long after a write refused for want of space the check reports it, unless a write succeeds. */
const STORAGE_FULL_REPORTED_MS = 5 * 60_000;

/** Built once: the check is asked for constantly (load balancers, uptime monitors). */
const PING = CompiledQuery.raw('select 1');

export default declaredRoutes(healthRoutes, (app) => ({
  health: async (_request, reply) => {
    await app.db.executeQuery(PING);
    const full = app.storageFullAt.last;
    if (full !== null && Date.now() - full < STORAGE_FULL_REPORTED_MS) return sendStorageFull(reply);
    return { status: 'ok' as const };
  },
}));
