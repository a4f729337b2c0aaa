import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CONFIRMATION_CODE_ATTEMPTS,
  CONFIRMATION_CODE_LENGTH,
  CONFIRMATION_CODE_MINUTES,
  RESEND_CODE_INTERVAL_SECONDS,
  ActivateRequest,
  LoginRequest,
  NotConfirmedAnswer,
  RegisterRequest,
  RegisterResponse,
  ResendCodeRequest,
} from '../../../src/contract/account.ts';
import { SessionUser } from '../../../src/contract/session.ts';
import { MAIL_LINKS_NOTE, withMailLinksOf, type AccountDeps } from './deps.ts';
import { logIn } from './login.ts';
import { activate, register, resendCode } from './registration.ts';
import { emptyObjectSchema, errorResponses } from '../../lib/response-schemas.ts';
import { signIn } from './session-routes.ts';
import { sessionUserOfRow } from './session-user.ts';

const tags = ['accounts'];

/** Registration, confirmation, login, logout and the session lookup. */
export default async function authRoutes(fastify: FastifyInstance, { deps }: { deps: AccountDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/user/register',
    {
      schema: {
        tags,
        summary: 'Register with e-mail and password; a confirmation code is mailed',
        description:
          `Answers the account id for POST /user/activate and mails a ${CONFIRMATION_CODE_LENGTH}-digit code, ` +
          `valid ${CONFIRMATION_CODE_MINUTES} minutes. A sign-up never sets the password of an existing account: ` +
          'registering again an address not yet confirmed with the same password mails a new code (same id, at ' +
          'most once a minute); with another password the pending code is cancelled and the owner is mailed the ' +
          'restore link instead. An address whose account is active gets a notice by ' +
          'mail instead (with a link to restore the password) and the caller an id that confirms nothing: the ' +
          'answer never says whether an address is registered. The most common passwords are refused.' +
          MAIL_LINKS_NOTE,
        body: RegisterRequest,
        response: {
          200: RegisterResponse,
          ...errorResponses(400, 403, 422, 429, 503),
        },
      },
    },
    async (request) => register(withMailLinksOf(deps, request), request.body, deps.limits.clientKey(request)),
  );

  app.post(
    '/user/activate',
    {
      schema: {
        tags,
        summary: 'Confirm the account with the mailed code; signs in',
        description:
          `A code allows ${CONFIRMATION_CODE_ATTEMPTS} tries, right or wrong, and ${CONFIRMATION_CODE_MINUTES} ` +
          'minutes; after that even the right code fails. Wrong, expired and spent codes get one 422 message on ' +
          'the field code.',
        body: ActivateRequest,
        response: { 200: SessionUser, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      await activate(deps, request.body, deps.limits.clientKey(request));
      return signIn(fastify, request, reply, request.body.userId);
    },
  );

  app.post(
    '/user/resend-code',
    {
      schema: {
        tags,
        summary: 'Mail a new confirmation code',
        description:
          `At most once every ${RESEND_CODE_INTERVAL_SECONDS} seconds per account (registration counts), 429 ` +
          'otherwise. The new code replaces the old one. Answers {} for any id, confirmed or unknown alike.',
        body: ResendCodeRequest,
        response: { 200: emptyObjectSchema, ...errorResponses(400, 403, 422, 429, 503) },
      },
    },
    async (request) => {
      await resendCode(deps, request.body.userId, deps.limits.clientKey(request));
      return {};
    },
  );

  app.post(
    '/user/auth',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Sets a new session cookie (a session the browser had ends). A wrong address/password pair is one ' +
          '401 message whichever was wrong. The right password of an account never confirmed is 403 ' +
          'with the account id (for POST /user/activate), and a new code is mailed, at most once a minute.',
        body: LoginRequest,
        response: {
          200: SessionUser,
          ...errorResponses(400, 401, 422, 429),
          403: {
            ...NotConfirmedAnswer,
            description: 'An account not yet confirmed (with its id), or another site asking.',
          },
        },
      },
    },
    async (request, reply) => {
      const user = await logIn(deps, request.body, deps.limits.clientKey(request));
      return signIn(fastify, request, reply, user.id);
    },
  );

  app.get(
    '/user/logout',
    {
      config: { sameOriginOnly: true },
      schema: {
        tags,
        summary: 'Sign out: this session ends and its cookie is cleared',
        description: 'Answers {} with or without a session. Refused (403) when another site asks.',
        response: { 200: emptyObjectSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return {};
    },
  );

  app.get(
    '/whoami',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ session: [] }],
        response: { 200: SessionUser, ...errorResponses(401) },
      },
    },
    // The session lookup already read the user and the subscription (plugins/sessions.ts).
    async (request) => sessionUserOfRow(request.sessionRow!, app.clock.now()),
  );
}
