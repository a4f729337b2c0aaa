import { todoRoutes } from '../../../contract/todo-routes.ts';
import { keyOf } from '../../../lib/api/read-key.ts';

/** What the to-do list reads as it opens (todos.ts, todo-periods.ts), started with its code (lazy-pages.ts). */
export const firstReads = (): string[] => [todoRoutes.list, todoRoutes.periods].map((route) => keyOf(route));
