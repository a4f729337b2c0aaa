import { passwordRoutes } from '../../../src/contract/account-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { withMailLinksOf, type AccountDeps } from './deps.ts';
import { changePassword } from './password-change.ts';
import { completeRestore, requestRestore } from './password-restore.ts';
import { signIn } from './session-routes.ts';

/** Restoring a forgotten password by e-mail, and changing it while signed in. */
export default declaredRoutes(passwordRoutes, (app, { deps }: { deps: AccountDeps }) => ({
  restore: async (request) => {
    await requestRestore(withMailLinksOf(deps, request), request.body, deps.limits.clientKey(request));
    return {};
  },
  setNew: async (request, reply) => {
    const userId = await completeRestore(deps, request.body, deps.limits.clientKey(request));
    return signIn(app, request, reply, userId);
  },
  change: async (request) => {
    await changePassword(
      withMailLinksOf(deps, request),
      { userId: request.userId, tokenHash: request.sessionTokenHash },
      request.body,
    );
    return {};
  },
}));
