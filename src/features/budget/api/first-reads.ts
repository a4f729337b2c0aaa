import { budgetRoutes } from '../../../contract/budget-routes.ts';
import { keyOf } from '../../../lib/api/read-key.ts';

/** What the budget page reads as it opens (get-budget.ts), started with its code (lazy-pages.ts). */
export const firstReads = (): string[] =>
  [budgetRoutes.items, budgetRoutes.summary, budgetRoutes.categories].map((route) => keyOf(route));
