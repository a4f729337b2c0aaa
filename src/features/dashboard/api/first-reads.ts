import { ACTIVITY_KEY } from './activity.ts';
import { adviceOfTheDayKey } from './advice-of-the-day.ts';
import { BUDGET_ITEMS_KEY } from './budget-items.ts';
import { BUDGET_SUMMARY_KEY } from './budget-summary.ts';
import { GUESTS_KEY } from './guests.ts';
import { TODOS_KEY } from './todos.ts';

/**
 * What the main page's widgets read as it opens for a subscribed couple, started with its code
 * (lazy-pages.ts). A function: the advice's key names today.
 */
export function firstReads(): string[] {
  return [BUDGET_ITEMS_KEY, BUDGET_SUMMARY_KEY, GUESTS_KEY, TODOS_KEY, ACTIVITY_KEY, adviceOfTheDayKey(new Date())];
}
