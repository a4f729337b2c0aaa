import type { FastifyInstance, FastifyRequest } from 'fastify';
import { weddingRoutes as weddingRoutesTable } from '../../../src/contract/wedding-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { loadSessionUser } from '../account/public.ts';
import { weddingStorageOf } from '../wedding-files/public.ts';
import { invite, join, listMembers, previewInvitation, removeMember, sweepExpiredInvitations } from './service.ts';
import type { Caller, WeddingDeps } from './service.ts';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

const callerOf = (request: FastifyRequest): Caller => ({
  userId: request.userId!,
  weddingId: request.weddingId,
  role: request.weddingRole,
});

/** The wedding's members and invitations (api.md, "The wedding, shared"), under /api/v1. */
export default async function weddingRoutes(fastify: FastifyInstance, options: { publicUrl: string }) {
  const deps: WeddingDeps = {
    db: fastify.db,
    engine: fastify.dbEngine,
    clock: fastify.clock,
    mail: fastify.mail,
    limits: fastify.rateLimit,
    publicUrl: options.publicUrl,
    log: fastify.log,
    background: (task) => fastify.background.run(task),
  };

  await fastify.register(
    declaredRoutes(weddingRoutesTable, () => ({
      members: async (request) => listMembers(deps, callerOf(request)),
      storage: async (request) => {
        if (!request.weddingId) throw new HttpError(403, t('errors:server.noWedding'));
        return weddingStorageOf(fastify.db, request.weddingId, fastify.weddingStorageQuotaBytes);
      },
      invite: async (request, reply) => {
        // The mail's link names the address the request came to when it is a local one (link-base.ts).
        const member = await invite(
          { ...deps, publicUrl: request.mailLinkBase },
          callerOf(request),
          request.body,
          deps.limits.clientKey(request),
        );
        return reply.code(201).send(member);
      },
      removeMember: async (request) => {
        await removeMember(deps, callerOf(request), request.params.id);
        return {};
      },
      join: async (request) => {
        await join(deps, callerOf(request), request.body);
        const user = await loadSessionUser(fastify.db, request.userId, fastify.clock.now());
        if (!user) throw new HttpError(401, t('errors:server.unauthorized'));
        return user;
      },
      invitation: async (request) => previewInvitation(deps, request.params.token, deps.limits.clientKey(request)),
    })),
  );

  // Expired invitations are useless; clear them now and then.
  const timer = setInterval(() => {
    sweepExpiredInvitations(deps).catch((error: unknown) =>
      fastify.log.warn({ err: error }, 'sweeping expired invitations failed'),
    );
  }, SWEEP_EVERY_MS).unref();
  fastify.addHook('onClose', async () => clearInterval(timer));
}
