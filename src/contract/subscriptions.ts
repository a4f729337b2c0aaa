/** One tariff as `GET /subscriptions/variants` lists it (api.md, "Subscriptions and payment"). */
export interface SubscriptionVariant {
  /** Opaque id of the tariff. */
  id: string;
  /** The best value per month; the subscriptions page highlights it. */
  isProfitable: boolean;
  title: string;
  text: string;
  /** Full price in roubles (at most 2 decimals). */
  price: number;
  /** What is charged instead of `price` when the tariff is discounted; null when `price` is charged. */
  discountPrice: number | null;
  /** Length of the subscription the tariff buys, in days. */
  days: number;
  /** Following it (a browser navigation with the session cookie) starts a payment for this tariff. */
  uri: string;
}

/** Where the server sends the browser once a payment has been confirmed, or has not gone through. */
export const PAYMENT_SUCCESS_PATH = '/profile/payment-success';
export const PAYMENT_FAILURE_PATH = '/profile/payment-failure';

/**
 * Why a payment landed on the failure page, as its `reason` query parameter: the payer cancelled,
 * the provider has not confirmed it yet (it may still go through), or the payment could not start.
 */
export type PaymentFailureReason = 'canceled' | 'pending' | 'unavailable';
