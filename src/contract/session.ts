/** What `GET /whoami` and the other session calls return (api.md, "Session user"). */
export interface SubscriptionSummary {
  /** The tariff's display name, from the catalogue. */
  name: string;
  /** Whole days left; <= 0 once the subscription has ended. */
  expires: number;
  /** ISO 8601 instant the subscription ends. */
  expiresDate: string;
}

/** 0: fewer than 50, 1: 50–100, 2: 100–150, 3: 150–200, 4: more than 200, 5: not known yet. */
export const AMOUNT_OF_GUESTS_VALUES = [0, 1, 2, 3, 4, 5] as const;
export type AmountOfGuests = (typeof AMOUNT_OF_GUESTS_VALUES)[number];

export interface SessionUser {
  id: string;
  email: string;
  brideName: string | null;
  groomName: string | null;
  userpic: string | null;
  registrationDate: string | null;
  registrationLocation: string | null;
  banquetDate: string | null;
  banquetLocation: string | null;
  amountOfGuests: AmountOfGuests | null;
  isShowAdvice: boolean;
  isShowInitWizard: boolean;
  /** null for a user who never subscribed. */
  subscriptions: SubscriptionSummary | null;
}

/** never: no subscription ever; active: days left; ended: expired (reads allowed, writes refused). */
export type SubscriptionState = 'never' | 'active' | 'ended';

export function subscriptionState(subscription: SubscriptionSummary | null): SubscriptionState {
  if (!subscription) return 'never';
  return subscription.expires > 0 ? 'active' : 'ended';
}
