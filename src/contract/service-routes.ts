import { HealthAnswer } from './health.ts';
import { route } from './route-table.ts';
import { SubscriptionVariants } from './subscriptions.ts';

/** The health check, for load balancers and uptime monitors. */
export const healthRoutes = {
  health: route({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'operations',
    summary: 'The server and its database answer',
    description:
      'Answers 503 with Retry-After while the database does not answer, and 507 while the disk is full: a write was refused for want of space in the last minutes and none has succeeded since.',
    answer: HealthAnswer,
    errors: [503, 507],
  }),
};

/** The tariffs on sale, shown before signing in too. */
export const subscriptionRoutes = {
  variants: route({
    method: 'GET',
    path: '/subscriptions/variants',
    access: 'public',
    tag: 'subscriptions',
    summary: 'The tariffs on sale, cheapest first (no session needed)',
    answer: SubscriptionVariants,
  }),
};
