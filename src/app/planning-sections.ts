import type { ComponentType } from 'react';
import i18n, { type AllNamespaces } from '../lib/i18n.ts';
import type { BundledNamespace } from '../lib/i18n-namespaces.ts';
import type { PlanningSectionKey } from '../lib/routing/route-paths.ts';

/** A namespace of the catalogue that is fetched on demand (src/lib/i18n.ts). */
type LazyNamespace = Exclude<keyof AllNamespaces, BundledNamespace>;

/**
 * A page's loader that also fetches the catalogue namespaces its first render reads, side by side
 * with its code: otherwise the page would ask for its texts only once its code had run, one more
 * round trip before its data is even requested. A namespace left out still loads when asked for.
 */
export function withTexts<M>(load: () => Promise<M>, namespaces: LazyNamespace[]): () => Promise<M> {
  return () => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => module);
}

/**
 * Each planning section's page, loaded on demand (its chunk holds the feature and its antd parts)
 * with its texts. A new section adds one line here and its path in lib/routing/route-paths.ts; the
 * routes, the access rule, the early fetch during the session lookup and the prefetch on a
 * navigation entry follow.
 */
export const PLANNING_SECTION_PAGES: Record<PlanningSectionKey, () => Promise<{ default: ComponentType }>> = {
  budget: withTexts(
    () => import('../features/budget/components/budget-page.tsx').then((m) => ({ default: m.BudgetPage })),
    ['budget'],
  ),
  guestList: withTexts(
    () => import('../features/guests/components/guest-list-page.tsx').then((m) => ({ default: m.GuestListPage })),
    ['guests'],
  ),
  toDoList: withTexts(
    () => import('../features/todos/components/todo-list-page.tsx').then((m) => ({ default: m.TodoListPage })),
    ['todos'],
  ),
  seatingPlan: withTexts(
    () => import('../features/seating/components/seating-page.tsx').then((m) => ({ default: m.SeatingPage })),
    ['seating'],
  ),
  invitations: withTexts(
    () =>
      import('../features/invitations/components/invitations-page.tsx').then((m) => ({ default: m.InvitationsPage })),
    ['invitations'],
  ),
  notes: withTexts(
    () => import('../features/notes/components/notes-page.tsx').then((m) => ({ default: m.NotesPage })),
    ['notes'],
  ),
  stores: withTexts(
    () => import('../features/stores/components/stores-page.tsx').then((m) => ({ default: m.StoresPage })),
    ['stores'],
  ),
  weddingDay: withTexts(
    () =>
      import('../features/wedding-day/components/wedding-day-page.tsx').then((m) => ({ default: m.WeddingDayPage })),
    ['day'],
  ),
  looks: withTexts(
    () => import('../features/looks/components/board-page.tsx').then((m) => ({ default: m.LooksPage })),
    ['looks'],
  ),
  decor: withTexts(
    () => import('../features/looks/components/board-page.tsx').then((m) => ({ default: m.DecorPage })),
    ['looks'],
  ),
  contractors: withTexts(
    () =>
      import('../features/contractors/components/contractors-page.tsx').then((m) => ({ default: m.ContractorsPage })),
    ['contractors'],
  ),
};
