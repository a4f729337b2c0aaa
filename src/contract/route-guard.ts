import { isPlanningWrite, type RouteAccess } from './route-table.ts';
import type { SubscriptionState, WeddingRole } from './session.ts';

/*
 * The one guard of the declared calls, as a pure function: the server's registrar
 * (server/lib/declared-routes.ts) and the mocks' `mockRoute` (mocks/planning-route.ts) both ask it,
 * each from its own reading of the session, and answer its refusal with the text of its key.
 */

/** What the guard needs to know of the caller; null without a session. */
export interface GuardSubject {
  hasWedding: boolean;
  role: WeddingRole | null;
  subscription: SubscriptionState;
}

/** The locale keys of the guard's refusals (locales/ru/errors.json, subscriptions.json). */
export type RefusalText =
  | 'errors:server.unauthorized'
  | 'errors:server.noWedding'
  | 'subscriptions:errors.required'
  | 'subscriptions:errors.ended'
  | 'errors:server.helperReadOnly';

export interface Refusal {
  status: 401 | 403;
  text: RefusalText;
}

/**
 * Why a call of this access is refused to the caller, or null when it may pass, in the order the
 * answers come: no session, 401; for the plan, no wedding 403, a wedding never subscribed 403, for
 * a write (`write` or `helperWrite`) an ended subscription 403, and for the couple's `write` a helper 403.
 */
export function refusalOf(subject: GuardSubject | null, access: RouteAccess): Refusal | null {
  if (access === 'public') return null;
  if (!subject) return { status: 401, text: 'errors:server.unauthorized' };
  if (access === 'session') return null;
  if (!subject.hasWedding) return { status: 403, text: 'errors:server.noWedding' };
  if (subject.subscription === 'never') return { status: 403, text: 'subscriptions:errors.required' };
  if (access === 'read') return null;
  if (subject.subscription === 'ended') return { status: 403, text: 'subscriptions:errors.ended' };
  if (access === 'write' && subject.role === 'helper') return { status: 403, text: 'errors:server.helperReadOnly' };
  return null;
}

/**
 * When the guard runs. A planning call is refused before its body is read (a caller with no right to
 * the plan learns that first, before the same-origin check and the file limits); a session call
 * after its body is checked, as its 400 and 422 have always come first.
 */
export function guardsBeforeBody(access: RouteAccess): boolean {
  return access === 'read' || isPlanningWrite(access);
}
