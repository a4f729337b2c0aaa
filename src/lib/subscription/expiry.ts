import { subscriptionState, type SessionUser, type SubscriptionSummary } from '../../contract/session.ts';

/** Spec section 9: the expiry warning shows when fewer than this many days remain. */
export const EXPIRY_WARNING_DAYS = 8;

/**
 * The expiry modal's rule (spec section 2): no subscription at all, one that has ended, or one
 * with fewer than 8 days left.
 */
export function needsExpiryWarning(subscription: SubscriptionSummary | null): boolean {
  if (subscriptionState(subscription) !== 'active') return true;
  return subscription!.expires < EXPIRY_WARNING_DAYS;
}

/**
 * What a reminder is about: the user and their subscription as it stands now. Once it changes
 * (paid, extended, ended), a dismissed reminder counts as a new one and may show again.
 */
export function reminderSubject(session: SessionUser): string {
  const subscription = session.subscriptions;
  return [session.id, subscriptionState(subscription), subscription?.expiresDate ?? ''].join('|');
}
