import type { SubscriptionVariant } from '../../contract/subscriptions.ts';

/** A month as the tariffs count it: the month tariff buys 30 days. */
const DAYS_PER_MONTH = 30;

/** What the payer is charged: the discounted price when there is one. */
export function chargedPrice(variant: SubscriptionVariant): number {
  return variant.discountPrice ?? variant.price;
}

/**
 * The price of one month of the tariff, to compare tariffs of different lengths; whole roubles,
 * and `exact` false when it had to be rounded (the page then says "about").
 */
export function pricePerMonth(variant: SubscriptionVariant): { roubles: number; exact: boolean } {
  const perMonth = (chargedPrice(variant) * DAYS_PER_MONTH) / variant.days;
  const roubles = Math.round(perMonth);
  return { roubles, exact: Math.abs(perMonth - roubles) < 0.005 };
}
