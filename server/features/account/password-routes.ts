import type { FastifyInstance } from 'fastify';
import {
  RESTORE_TOKEN_MINUTES,
  type ChangePasswordRequest,
  type CheckPasswordRequest,
  type RestorePasswordRequest,
} from '../../../src/contract/account.ts';
import type { AccountDeps } from './deps.ts';
import { changePassword } from './password-change.ts';
import { completeRestore, requestRestore } from './password-restore.ts';
import { emptyObjectSchema, errorResponses } from '../../lib/response-schemas.ts';
import { changePasswordBody, checkPasswordBody, restorePasswordBody, sessionUserSchema } from './schemas.ts';
import { signIn } from './session-routes.ts';

const tags = ['accounts'];

/** Restoring a forgotten password by e-mail, and changing it while signed in. */
export default async function passwordRoutes(app: FastifyInstance, { deps }: { deps: AccountDeps }) {
  app.post<{ Body: RestorePasswordRequest }>(
    '/user/restore-password',
    {
      schema: {
        tags,
        summary: 'Mail a link to set a new password',
        description:
          'Answers {} whether or not the address is registered, equally fast. A registered address is mailed a ' +
          `token and the link /profile/new-password?email=…&token=…, valid ${RESTORE_TOKEN_MINUTES} minutes and ` +
          'once; a newer request replaces older tokens.',
        body: restorePasswordBody,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request) => {
      await requestRestore(deps, request.body, deps.limits.clientKey(request));
      return {};
    },
  );

  app.post<{ Body: CheckPasswordRequest }>(
    '/user/check-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed token; signs in',
        description:
          'Spends the token, ends every session of the account and starts a new one here. An account never ' +
          'confirmed is confirmed by this (the token proves the mailbox). A wrong, used or expired token, or ' +
          'one for another address, is 422 on the field token.',
        body: checkPasswordBody,
        response: { 200: sessionUserSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const userId = await completeRestore(deps, request.body, deps.limits.clientKey(request));
      return signIn(app, request, reply, userId);
    },
  );

  app.post<{ Body: ChangePasswordRequest }>(
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
        body: changePasswordBody,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      await changePassword(deps, { userId: request.userId!, tokenHash: request.sessionTokenHash }, request.body);
      return {};
    },
  );
}
