import { PAYMENT_FAILURE_PAGE, type PaymentFailureReason } from '../../src/contract/subscriptions.ts';

/** Where server/app.ts mounts the API; payment links are followed by browsers, so they are absolute paths. */
const API_BASE = '/api/v1';

export const paymentPaths = {
  /** The variant's `uri`: starts a payment for it. */
  start: (tariffId: string) => `${API_BASE}/payments/start?variant=${encodeURIComponent(tariffId)}`,
  /** Where a provider sends the browser back after its checkout. */
  return: (paymentId: string) => `${API_BASE}/payments/${encodeURIComponent(paymentId)}/return`,
  embeddedCheckout: (checkoutId: string) => `${API_BASE}/payments/embedded/${encodeURIComponent(checkoutId)}`,
  failure: (reason: PaymentFailureReason) => `${PAYMENT_FAILURE_PAGE}?reason=${reason}`,
  login: '/profile/login',
};
