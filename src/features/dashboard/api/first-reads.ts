import { adviceRoutes } from '../../../contract/advice-routes.ts';
import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { guestRoutes } from '../../../contract/guest-routes.ts';
import { todoRoutes } from '../../../contract/todo-routes.ts';
import { weddingActivityRoutes } from '../../../contract/wedding-routes.ts';
import { keyOf } from '../../../lib/api/read-key.ts';
import { adviceOfTheDayQuery } from './advice-of-the-day.ts';

/**
 * What the main page's widgets read as it opens for a subscribed couple, started with its code
 * (lazy-pages.ts). A function: the advice's key names today.
 */
export function firstReads(): string[] {
  return [
    ...[
      budgetRoutes.items,
      budgetRoutes.summary,
      guestRoutes.list,
      todoRoutes.list,
      weddingActivityRoutes.activity,
    ].map((route) => keyOf(route)),
    keyOf(adviceRoutes.ofTheDay, undefined, adviceOfTheDayQuery(new Date())),
  ];
}
