import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  ProfileForm,
  RECENT_LOGIN_MINUTES,
  USERPIC_MAX_BYTES,
  USERPIC_STORED_SIZE,
} from '../../../src/contract/account.ts';
import { SessionUser } from '../../../src/contract/session.ts';
import { MAX_INPUT_PIXELS } from '../../lib/pictures.ts';
import type { AccountDeps } from './deps.ts';
import { deleteAccount, updateProfile } from './profile.ts';
import { readProfileForm } from './profile-form.ts';
import { emptyObjectSchema, errorResponses } from '../../lib/response-schemas.ts';
import { sessionUserOrUnauthorized } from './session-routes.ts';

const tags = ['accounts'];

/** The profile form (with the userpic) and account deletion. */
export default async function profileRoutes(app: FastifyInstance, { deps }: { deps: AccountDeps }) {
  // Only these routes take multipart; everywhere else it stays a 400.
  await app.register(multipart, { throwFileSizeLimit: true });

  app.post(
    '/user/update',
    {
      preHandler: app.requireUser,
      // The form is read and checked against the same schema in readProfileForm (multipart is not
      // JSON); the schema here is for the OpenAPI document.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: 'Save profile fields and the userpic',
        description:
          'multipart/form-data; any subset of the fields, empty ones left as they are. The names, dates, places ' +
          'and guest estimate are the wedding’s, shared by its members: a helper (or a user without a wedding) ' +
          'gets 403 for a change of them; userpic, isShowAdvice and isShowInitWizard are the person’s own. ' +
          'userpic must be a JPEG, ' +
          `PNG or WebP picture by content (415 otherwise), at most ${USERPIC_MAX_BYTES / 1024 / 1024} MB (413) and ` +
          `${MAX_INPUT_PIXELS / 1_000_000} megapixels (413); it is stored re-encoded as WebP within ` +
          `${USERPIC_STORED_SIZE}×${USERPIC_STORED_SIZE} without its metadata, and the previous one is deleted.`,
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        body: ProfileForm,
        response: { 200: SessionUser, ...errorResponses(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request) => {
      const form = await readProfileForm(request);
      await updateProfile(deps, request.userId!, form);
      return sessionUserOrUnauthorized(app, request.userId!);
    },
  );

  app.delete(
    '/user/delete',
    {
      preHandler: [app.requireUser, app.requireRecentLogin],
      schema: {
        tags,
        summary: 'Delete the account',
        description:
          'The user, their sessions, every row they own and their files are gone; the cookie is cleared. ' +
          'Logging in with the old password fails afterwards. Needs a login (POST /user/auth) of at most ' +
          `${RECENT_LOGIN_MINUTES} minutes ago: an older session gets 403, and the app asks for the password.`,
        security: [{ session: [] }],
        response: { 200: emptyObjectSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, request.userId!);
      await app.endSession(request, reply);
      return {};
    },
  );
}
