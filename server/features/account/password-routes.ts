import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  ChangePasswordRequest,
  CheckPasswordRequest,
  RESTORE_TOKEN_MINUTES,
  RestorePasswordRequest,
} from '../../../src/contract/account.ts';
import { SessionUser } from '../../../src/contract/session.ts';
import { MAIL_LINKS_NOTE, withMailLinksOf, type AccountDeps } from './deps.ts';
import { changePassword } from './password-change.ts';
import { completeRestore, requestRestore } from './password-restore.ts';
import { emptyObjectSchema, errorResponses } from '../../lib/response-schemas.ts';
import { signIn } from './session-routes.ts';

const tags = ['accounts'];

/** Restoring a forgotten password by e-mail, and changing it while signed in. */
export default async function passwordRoutes(fastify: FastifyInstance, { deps }: { deps: AccountDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/user/restore-password',
    {
      schema: {
        tags,
        summary: 'Mail a link to set a new password',
        description:
          'Answers {} whether or not the address is registered, equally fast. A registered address is mailed a ' +
          `token and the link /profile/new-password?email=…&token=…, valid ${RESTORE_TOKEN_MINUTES} minutes and ` +
          'once; a newer request replaces older tokens.' +
          MAIL_LINKS_NOTE,
        body: RestorePasswordRequest,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request) => {
      await requestRestore(withMailLinksOf(deps, request), request.body, deps.limits.clientKey(request));
      return {};
    },
  );

  app.post(
    '/user/check-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed token; signs in',
        description:
          'Spends the token, ends every session of the account and starts a new one here. An account never ' +
          'confirmed is confirmed by this (the token proves the mailbox). A wrong, used or expired token, or ' +
          'one for another address, is 422 on the field token.',
        body: CheckPasswordRequest,
        response: { 200: SessionUser, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const userId = await completeRestore(deps, request.body, deps.limits.clientKey(request));
      return signIn(fastify, request, reply, userId);
    },
  );

  app.post(
    '/user/change-password',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change the password of the signed-in user',
        description:
          'Checks old-password (422 on that field if wrong). Every other session of the user ends; this one ' +
          'stays.',
        security: [{ session: [] }],
        body: ChangePasswordRequest,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      await changePassword(
        withMailLinksOf(deps, request),
        { userId: request.userId!, tokenHash: request.sessionTokenHash },
        request.body,
      );
      return {};
    },
  );
}
