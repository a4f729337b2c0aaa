import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { invitationRoutes } from '../../../src/contract/invitation-routes.ts';
import { t } from '../../lib/i18n.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { XLSX_TYPE, attachmentHeader } from '../../lib/download.ts';
import { writeAnswersWorkbook } from './export-file.ts';
import { qrSvg } from '../../lib/qr.ts';
import * as invitations from './service.ts';

/**
 * The couple's side of invitations: the parts of the day, the households' invitations, the
 * deadline, the QR codes and the caterer's export, as `invitationRoutes` declares them. A
 * wedding's registration and banquet are given on its first call.
 */
export default planningFeature(invitationRoutes, (app, options) => {
  const deps: invitations.InvitationDeps = {
    db: app.db,
    now: () => app.clock.now(),
    publicUrl: options.publicUrl ?? '',
  };
  // The links answered name the address the couple opened the product at (PUBLIC_URL when set).
  const linked = (request: FastifyRequest): invitations.InvitationDeps => ({ ...deps, publicUrl: request.linkBase });
  app.addHook('preHandler', async (request) => {
    if (request.weddingId) await invitations.ensureSeeded(deps, request.weddingId);
  });

  return {
    events: async (request) => invitations.listEvents(deps, request.weddingId),
    addEvent: async (request) => invitations.addEvent(deps, request.weddingId, request.body),
    changeEvent: async (request) => invitations.changeEvent(deps, request.weddingId, request.params.id, request.body),
    removeEvent: async (request) => {
      await invitations.removeEvent(deps, request.weddingId, request.params.id);
      return {};
    },
    list: async (request) => invitations.listInvitations(linked(request), request.weddingId),
    summary: async (request) => invitations.summaryOf(deps, request.weddingId),
    add: async (request) => invitations.addInvitation(linked(request), request.weddingId, request.body),
    addBulk: async (request) => invitations.addInvitationsInBulk(linked(request), request.weddingId, request.body),
    revoke: async (request) => {
      await invitations.revokeInvitation(deps, request.weddingId, request.params.id);
      return {};
    },
    recordAnswer: async (request) =>
      invitations.recordAnswer(linked(request), request.weddingId, request.params.id, request.body),
    deadline: async (request) => invitations.deadlineOf(deps, request.weddingId),
    setDeadline: async (request) => invitations.setDeadline(deps, request.weddingId, request.body.deadline),
    qr: async (request, reply) => {
      const url = await invitations.findInvitationUrl(linked(request), request.weddingId, request.params.id);
      return reply.type('image/svg+xml').header('cache-control', 'private, no-store').send(qrSvg(url));
    },
    answersFile: async (request, reply) => {
      const parts = await invitations.answersForExport(deps, request.weddingId);
      const out = new PassThrough();
      writeAnswersWorkbook(out, parts).then(
        () => out.end(),
        (error: unknown) => out.destroy(error as Error),
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentHeader(`${t('rsvp:file.name')}.xlsx`, 'rsvp-answers.xlsx'))
        .header('cache-control', 'private, no-store')
        .send(out);
    },
  };
});
