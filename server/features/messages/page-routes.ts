import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { RSVP_PAGE_BASE, RsvpTokenParams } from '../../../src/contract/invitations.ts';
import { HttpError } from '../../lib/http-error.ts';
import { coupleGenitive } from '../../lib/couple-names.ts';
import { sendTokenPage } from '../../lib/token-page.ts';
import { readByToken, type InvitationDeps } from '../invitations/public.ts';
import { UNSUBSCRIBE_PAGE_BASE } from './mail.ts';
import { insertStop } from './repository.ts';
import { unsubscribedPage, unsubscribeNotFoundPage, unsubscribeQuestionPage } from './unsubscribe-page.ts';

/*
 * /unsubscribe/{token}, written by hand (not a JSON call): the page an e-mail's unsubscribe link opens
 * and the POST that stops the household's mail. The POST is also RFC 8058's one-click unsubscribe,
 * which a mail provider sends from its own servers (body `List-Unsubscribe=One-Click`), so it takes
 * requests from other sites: all it can do is stop mail to the household whose token it holds.
 */

const FORM_LIMIT = 1024;

export async function unsubscribePageRoutes(fastify: FastifyInstance, options: { publicUrl: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps: InvitationDeps = { db: fastify.db, now: () => fastify.clock.now(), publicUrl: options.publicUrl };
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, _body, done) => done(null, {}),
  );

  /** The household behind a token, or null for a wrong or revoked one. */
  const householdOf = async (token: string) => {
    try {
      return await readByToken(deps, token);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  };
  const schema = { hide: true, params: RsvpTokenParams };
  const path = `${UNSUBSCRIBE_PAGE_BASE}:token`;

  app.get(path, { schema }, async (request, reply) => {
    const household = await householdOf(request.params.token);
    if (!household) return sendTokenPage(reply, 404, unsubscribeNotFoundPage());
    const { brideName, groomName } = household.page.couple;
    const action = `${UNSUBSCRIBE_PAGE_BASE}${encodeURIComponent(request.params.token)}`;
    return sendTokenPage(reply, 200, unsubscribeQuestionPage(coupleGenitive(brideName, groomName), action));
  });

  app.post(path, { schema }, async (request, reply) => {
    const household = await householdOf(request.params.token);
    if (!household) return sendTokenPage(reply, 404, unsubscribeNotFoundPage());
    await insertStop(fastify.db, household.weddingId, household.invitationId, fastify.clock.now().toISOString());
    request.log.info({ invitationId: household.invitationId }, 'messages: a household stopped the mail');
    return sendTokenPage(reply, 200, unsubscribedPage(`${RSVP_PAGE_BASE}${encodeURIComponent(request.params.token)}`));
  });
}
