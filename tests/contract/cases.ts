import { apiRequest, type CallContext, type ContractState } from './states.ts';

/**
 * One call the app makes, from one state, sent alike to the mock handlers and to the real server.
 * `before` calls run first on both sides (logging in, say) and are compared too.
 */
export interface ContractCase {
  name: string;
  state: ContractState;
  before?: Array<(context: CallContext) => Request>;
  call: (context: CallContext) => Request;
}

const login = (context: CallContext) =>
  apiRequest('POST', '/user/auth', { json: { email: context.email, password: context.password } });

/** Every call of mocks/handlers/, in the states the app makes it from. */
export const contractCases: ContractCase[] = [
  // GET /whoami
  { name: 'GET /whoami with an active subscription', state: 'active', call: () => apiRequest('GET', '/whoami') },
  { name: 'GET /whoami never subscribed', state: 'never-subscribed', call: () => apiRequest('GET', '/whoami') },
  { name: 'GET /whoami with the subscription ended', state: 'ended', call: () => apiRequest('GET', '/whoami') },
  { name: 'GET /whoami with the wizard pending', state: 'wizard-pending', call: () => apiRequest('GET', '/whoami') },
  { name: 'GET /whoami without a session', state: 'logged-out', call: () => apiRequest('GET', '/whoami') },

  // POST /user/auth
  { name: 'POST /user/auth with the right pair', state: 'logged-out', call: login },
  {
    name: 'POST /user/auth with a wrong password',
    state: 'logged-out',
    call: (context) => apiRequest('POST', '/user/auth', { json: { email: context.email, password: 'wrong-password' } }),
  },
  {
    name: 'POST /user/auth without a password',
    state: 'logged-out',
    call: (context) => apiRequest('POST', '/user/auth', { json: { email: context.email } }),
  },
  {
    name: 'POST /user/auth with a body that is not JSON',
    state: 'logged-out',
    call: () => apiRequest('POST', '/user/auth', { rawBody: '{"email":' }),
  },
  {
    name: 'GET /whoami after logging in',
    state: 'logged-out',
    before: [login],
    call: () => apiRequest('GET', '/whoami'),
  },

  // GET /user/logout
  { name: 'GET /user/logout signed in', state: 'active', call: () => apiRequest('GET', '/user/logout') },
  { name: 'GET /user/logout without a session', state: 'logged-out', call: () => apiRequest('GET', '/user/logout') },
  {
    name: 'GET /whoami after logging out',
    state: 'active',
    before: [() => apiRequest('GET', '/user/logout')],
    call: () => apiRequest('GET', '/whoami'),
  },

  // GET /subscriptions/variants (open to everyone)
  {
    name: 'GET /subscriptions/variants without a session',
    state: 'logged-out',
    call: () => apiRequest('GET', '/subscriptions/variants'),
  },
  {
    name: 'GET /subscriptions/variants never subscribed',
    state: 'never-subscribed',
    call: () => apiRequest('GET', '/subscriptions/variants'),
  },

  // Any other path under /api/v1 (the mock build's last handler, so no call leaves the page)
  { name: 'GET an unknown path under /api/v1', state: 'active', call: () => apiRequest('GET', '/no-such-call') },
];
