import subscriptionTexts from '../locales/ru/subscriptions.json';
import type { SubscriptionVariant } from '../src/contract/subscriptions.ts';

/** The server's payment start, a browser navigation outside the route tables (server/lib/payment-paths.ts). */
export const PAYMENT_START = '/api/v1/payments/start';

const startUri = (tariffId: string) => `${PAYMENT_START}?variant=${tariffId}`;

/**
 * The tariffs exactly as the server lists them (the launch migration's rows, the catalogue's
 * texts): a month at 299 roubles, three months and half a year cheaper per month. Each `uri` is the
 * server's payment start; in `npm run dev:mock` it leads to no server, as the mock has no checkout.
 */
export const MOCK_VARIANTS: SubscriptionVariant[] = [
  {
    id: 'month',
    isProfitable: false,
    title: subscriptionTexts.tariffs.month.title,
    text: subscriptionTexts.tariffs.month.text,
    price: 299,
    discountPrice: null,
    days: 30,
    uri: startUri('month'),
  },
  {
    id: 'three-months',
    isProfitable: false,
    title: subscriptionTexts.tariffs.threeMonths.title,
    text: subscriptionTexts.tariffs.threeMonths.text,
    price: 897,
    discountPrice: 799,
    days: 90,
    uri: startUri('three-months'),
  },
  {
    id: 'six-months',
    isProfitable: true,
    title: subscriptionTexts.tariffs.sixMonths.title,
    text: subscriptionTexts.tariffs.sixMonths.text,
    price: 1794,
    discountPrice: 1490,
    days: 180,
    uri: startUri('six-months'),
  },
];
