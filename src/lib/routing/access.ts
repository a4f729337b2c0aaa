import type { SessionUser } from '../../contract/session.ts';
import type { PlanningSectionKey } from './planning-section.ts';
import { isPlanningSectionKey, PLANNING_SECTION_KEYS } from './planning-sections.ts';
import type { RouteKey } from './route-paths.ts';

/**
 * Which set of routes a visitor gets (spec section 2, "Routing by state"): no session, a session
 * with the first-run wizard pending, or a signed-in user with or without a subscription expiry.
 */
export type AccessState = 'loggedOut' | 'wizardPending' | 'noSubscription' | 'subscribed';

/**
 * "A logged-in user with a subscription expiry present has full access" (spec section 6). A user
 * whose subscription ended still has an expiry: pages open and show their data read-only, as the
 * API allows reads after the end (api.md); writes then answer 403 with a notice.
 */
export function hasSubscriptionExpiry(session: SessionUser): boolean {
  return Boolean(session.subscriptions?.expiresDate);
}

export function accessStateOf(session: SessionUser | null): AccessState {
  if (!session) return 'loggedOut';
  if (session.isShowInitWizard) return 'wizardPending';
  return hasSubscriptionExpiry(session) ? 'subscribed' : 'noSubscription';
}

/**
 * The subscription check (its rule is not given by the spec; this is our choice). Without a
 * subscription a user reaches what lets them get one and manage the account: the dashboard (it shows
 * the subscription banner and locked widgets), subscriptions, the payment result pages, settings and
 * logging out. The planning pages (budget, guest list, to-do list) need one for the couple's own
 * plan; without it they open as a read-only sample wedding (`isSampleView`), so a couple sees what
 * they would pay for. The blog is the server's public pages, open to anyone. The same check decides
 * which navigation entries are marked locked.
 */
const ALLOWED_WITHOUT_SUBSCRIPTION: ReadonlySet<string> = new Set<RouteKey | 'blog'>([
  'blog',
  'main',
  'subscriptions',
  'settings',
  'logout',
  'paymentSuccess',
  'paymentFailure',
]);

export function isAllowedWithoutSubscription(key: string): boolean {
  return ALLOWED_WITHOUT_SUBSCRIPTION.has(key);
}

const AUTH_SCREENS: readonly AccessState[] = ['loggedOut'];
const SIGNED_IN: readonly AccessState[] = ['noSubscription', 'subscribed'];
const EVERYONE: readonly AccessState[] = ['loggedOut', 'wizardPending', 'noSubscription', 'subscribed'];

/**
 * Every planning section opens for a signed-in couple: with a subscription (an ended one shows the
 * data read-only) on their own plan, without one as the sample wedding (`isSampleView`).
 */
const PLANNING_SECTIONS_REACHABLE_IN = Object.fromEntries(
  PLANNING_SECTION_KEYS.map((key) => [key, SIGNED_IN]),
) as Record<PlanningSectionKey, readonly AccessState[]>;

/**
 * Whether a planning section shows the sample wedding instead of the couple's plan: a couple
 * without a subscription looks before paying (issue 22, item 6). The page then reads nothing of the
 * planning API (it answers 403 without a subscription) and every write control is off.
 */
export function isSampleView(key: RouteKey | null, state: AccessState): boolean {
  return state === 'noSubscription' && isPlanningSectionKey(key);
}

/**
 * Who reaches each route. The privacy policy is open to everyone: Federal Law 152-FZ (art. 18.1) requires
 * unrestricted access to it, and registration links to it before any session exists.
 */
const REACHABLE_IN: Record<RouteKey, readonly AccessState[]> = {
  login: AUTH_SCREENS,
  forgot: AUTH_SCREENS,
  registration: AUTH_SCREENS,
  confirmation: AUTH_SCREENS,
  newPassword: AUTH_SCREENS,
  wizard: ['wizardPending'],
  logout: ['wizardPending', ...SIGNED_IN],
  main: SIGNED_IN,
  subscriptions: SIGNED_IN,
  settings: SIGNED_IN,
  paymentSuccess: SIGNED_IN,
  paymentFailure: SIGNED_IN,
  ...PLANNING_SECTIONS_REACHABLE_IN,
  privacy: EVERYONE,
  // An invitation's page: the signed-out sign in from it, the newly registered join from it (wizard pending).
  join: EVERYONE,
};

/** Where each state lands when it asks for a path it may not see. */
export function homeOf(state: AccessState): RouteKey {
  if (state === 'loggedOut') return 'login';
  if (state === 'wizardPending') return 'wizard';
  return 'main';
}

/** null: show the route; otherwise the route to redirect to. `key` null is a path without a screen. */
export function redirectFor(key: RouteKey | null, state: AccessState): RouteKey | null {
  if (key && REACHABLE_IN[key].includes(state)) return null;
  return homeOf(state);
}
