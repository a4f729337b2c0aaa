import { sessionRoutes } from '../../../src/contract/account-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { withMailLinksOf, type AccountDeps } from './deps.ts';
import { logIn } from './login.ts';
import { activate, register, resendCode } from './registration.ts';
import { signIn } from './session-routes.ts';
import { sessionUserOfRow } from './session-user.ts';

/** Registration, confirmation, login, logout and the session lookup. */
export default declaredRoutes(sessionRoutes, (app, { deps }: { deps: AccountDeps }) => ({
  register: async (request) => register(withMailLinksOf(deps, request), request.body, deps.limits.clientKey(request)),
  activate: async (request, reply) => {
    await activate(deps, request.body, deps.limits.clientKey(request));
    return signIn(app, request, reply, request.body.userId);
  },
  resendCode: async (request) => {
    await resendCode(deps, request.body.userId, deps.limits.clientKey(request));
    return {};
  },
  logIn: async (request, reply) => {
    const user = await logIn(deps, request.body, deps.limits.clientKey(request));
    return signIn(app, request, reply, user.id);
  },
  logOut: async (request, reply) => {
    await app.endSession(request, reply);
    return {};
  },
  // The session lookup already read the user and the subscription (plugins/sessions.ts).
  whoami: async (request) => sessionUserOfRow(request.sessionRow!, app.clock.now()),
}));
