/*
 * What other parts of the server may use of subscriptions (the session user, the planning guard,
 * payments, the support desk). Nothing else of this folder is imported from outside it.
 */
export { extendSubscription, getSubscriptionSummary, grantSubscriptionDays, toSubscriptionSummary } from './service.ts';
export { findActiveTariff, findPaidPeriodStart, listGrants as listSubscriptionGrants } from './repository.ts';
