import multipart from '@fastify/multipart';
import { profileRoutes } from '../../../src/contract/account-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import type { AccountDeps } from './deps.ts';
import { deleteAccount, updateProfile } from './profile.ts';
import { readProfileForm } from './profile-form.ts';
import { sessionUserOrUnauthorized } from './session-routes.ts';

/** The profile form (with the userpic) and account deletion. */
export default declaredRoutes(profileRoutes, async (app, { deps }: { deps: AccountDeps }) => {
  // Only these routes take multipart; everywhere else it stays a 400.
  await app.register(multipart, { throwFileSizeLimit: true });
  return {
    update: async (request) => {
      // The form is read and checked against the declared schema here: multipart is not JSON.
      const form = await readProfileForm(request);
      await updateProfile(deps, request.userId, form);
      return sessionUserOrUnauthorized(app, request.userId);
    },
    deleteAccount: async (request, reply) => {
      await app.requireRecentLogin(request);
      await deleteAccount(deps, request.userId);
      await app.endSession(request, reply);
      return {};
    },
  };
});
