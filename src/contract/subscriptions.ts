import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Nullable } from './schema-kit.ts';

/** One tariff as `GET /subscriptions/variants` lists it (api.md, "Subscriptions and payment"). */
export const SubscriptionVariant = Closed({
  id: Type.String({ description: 'Opaque id of the tariff.' }),
  isProfitable: Type.Boolean({ description: 'The best value per month; the subscriptions page highlights it.' }),
  title: Type.String(),
  text: Type.String(),
  price: Type.Number({ description: 'Full price in roubles (at most 2 decimals).', examples: [299] }),
  discountPrice: Nullable(
    Type.Number({ description: 'Charged instead of price when not null, roubles (at most 2 decimals).' }),
  ),
  days: Type.Integer({ description: 'Length of the subscription the tariff buys, in days.' }),
  uri: Type.String({ description: 'Following it (a browser navigation with the session) starts a payment.' }),
});
export type SubscriptionVariant = Static<typeof SubscriptionVariant>;

/** `GET /subscriptions/variants`: the tariffs on sale, cheapest first. */
export const SubscriptionVariants = Type.Array(SubscriptionVariant);
export type SubscriptionVariants = Static<typeof SubscriptionVariants>;

/** Where the server sends the browser once a payment has been confirmed, or has not gone through. */
export const PAYMENT_SUCCESS_PAGE = '/profile/payment-success';
export const PAYMENT_FAILURE_PAGE = '/profile/payment-failure';

/**
 * Why a payment landed on the failure page, as its `reason` query parameter: the payer cancelled,
 * the provider has not confirmed it yet (it may still go through), or the payment could not start.
 */
export const PaymentFailureReason = Type.Union([
  Type.Literal('canceled'),
  Type.Literal('pending'),
  Type.Literal('unavailable'),
]);
export type PaymentFailureReason = Static<typeof PaymentFailureReason>;
