import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionUser } from '../../../src/contract/session.ts';
import {
  INVITATION_DAYS,
  InvitationParams,
  InvitationPreview,
  InviteMemberRequest,
  JoinWeddingRequest,
  MemberParams,
  WeddingMember,
  WeddingMembers,
} from '../../../src/contract/wedding.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { emptyObjectSchema, errorBodySchema, errorResponses } from '../../lib/response-schemas.ts';
import { loadSessionUser, MAIL_LINKS_NOTE } from '../account/public.ts';
import { invite, join, listMembers, previewInvitation, removeMember, sweepExpiredInvitations } from './service.ts';
import type { Caller, WeddingDeps } from './service.ts';

const tags = ['wedding'];
const security = [{ session: [] }];
const conflict = (description: string) => ({ 409: { ...errorBodySchema, description } });
const gone = { 410: { ...errorBodySchema, description: 'The invitation was used, withdrawn or has expired.' } };

const SWEEP_EVERY_MS = 60 * 60 * 1000;

const callerOf = (request: FastifyRequest): Caller => ({
  userId: request.userId!,
  weddingId: request.weddingId,
  role: request.weddingRole,
});

/** The wedding's members and invitations (api.md, "The wedding, shared"), under /api/v1. */
export default async function weddingRoutes(fastify: FastifyInstance, options: { publicUrl: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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

  app.get(
    '/wedding/members',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The members of the wedding and its pending invitations',
        description:
          'Every member may read it, helpers too. Pending invitations (not expired) come last with joinedAt null; ' +
          'their id is the invitation’s, which DELETE /wedding/members/{id} withdraws.',
        response: { 200: WeddingMembers, ...errorResponses(401, 403) },
      },
    },
    async (request) => listMembers(deps, callerOf(request)),
  );

  app.post(
    '/wedding/members',
    {
      // A repeat of one invitation with its Idempotency-Key sends no second mail.
      config: { idempotentCreate: true },
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Invite an address as partner or helper',
        description:
          'Owner or partner only (a helper: 403). Mails a link /profile/join?token=… valid ' +
          `${INVITATION_DAYS} days, once, for that address only; the token is stored as its SHA-256. Inviting ` +
          'an address again replaces its earlier link (and role). An address already a member: 422 on email. ' +
          'Limited to 20 invitations a day per wedding, 40 per client address, and the mail limit per address ' +
          '(10 a day): 429. No subscription needed: a couple may invite before paying.' +
          MAIL_LINKS_NOTE,
        body: InviteMemberRequest,
        response: { 201: WeddingMember, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      // The mail's link names the address the request came to when it is a local one (link-base.ts).
      const member = await invite(
        { ...deps, publicUrl: request.mailLinkBase },
        callerOf(request),
        request.body,
        deps.limits.clientKey(request),
      );
      return reply.code(201).send(member);
    },
  );

  app.delete(
    '/wedding/members/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Remove a member, leave, or withdraw an invitation',
        description:
          'The owner removes anyone but themselves; a partner anyone but the owner (403); a helper only ' +
          'themselves (403 otherwise). Any member but the owner may leave by giving their own id; the owner ' +
          'cannot leave (409): they remove the others first, or delete their account; nor can the last member (409). Whoever leaves or is ' +
          'removed gets a new empty wedding of their own (no subscription) and loses the old one with their ' +
          'next request. An invitation id withdraws the invitation (owner or partner). Unknown id: 404.',
        params: MemberParams,
        response: {
          200: emptyObjectSchema,
          ...errorResponses(401, 403, 404),
          ...conflict('The owner, or the last member, cannot leave.'),
        },
      },
    },
    async (request) => {
      await removeMember(deps, callerOf(request), request.params.id);
      return {};
    },
  );

  app.post(
    '/wedding/join',
    {
      // A repeat with its Idempotency-Key answers the first join, not 410 for the token just used.
      config: { idempotentCreate: true },
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Join the wedding of an invitation',
        description:
          'With a session of the invited address (another address: 403). A used, withdrawn or unknown token, ' +
          'or one older than 7 days: 410. The user leaves their wedding and becomes a member of the inviting one ' +
          'with the invited role; the first-run wizard is switched off. Their own wedding: a member (not the ' +
          'owner) simply leaves it; the owner of a wedding with other members is refused (409: remove them ' +
          'first); an only member’s wedding is deleted if it holds nothing (no subscription, running or ended, ' +
          'and nothing beyond the seeded defaults), otherwise the join is refused with 409 naming the field ' +
          '`confirm` until the body says `confirm: true` (the own plan and its subscription are then deleted). ' +
          'Answers the session user, now of that wedding. Limited to 10 tries per 15 minutes per user (429).',
        body: JoinWeddingRequest,
        response: {
          200: SessionUser,
          ...errorResponses(400, 401, 403, 422, 429),
          ...conflict('The joiner’s own wedding: other members, or a plan to confirm deleting.'),
          ...gone,
        },
      },
    },
    async (request) => {
      await join(deps, callerOf(request), request.body);
      const user = await loadSessionUser(fastify.db, request.userId!, fastify.clock.now());
      if (!user) throw new HttpError(401, t('errors:server.unauthorized'));
      return user;
    },
  );

  app.get(
    '/wedding/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation offers (public, no session)',
        description:
          'The invited address, the role and the couple’s names, for the join page. Unknown, used, withdrawn ' +
          'or expired: 404. Limited to 60 calls per 15 minutes per client address (429).',
        params: InvitationParams,
        response: { 200: InvitationPreview, ...errorResponses(404, 429) },
      },
    },
    async (request) => previewInvitation(deps, request.params.token, deps.limits.clientKey(request)),
  );

  // Expired invitations are useless; clear them now and then.
  const timer = setInterval(() => {
    sweepExpiredInvitations(deps).catch((error: unknown) =>
      fastify.log.warn({ err: error }, 'sweeping expired invitations failed'),
    );
  }, SWEEP_EVERY_MS).unref();
  fastify.addHook('onClose', async () => clearInterval(timer));
}
