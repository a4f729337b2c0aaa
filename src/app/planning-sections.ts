import { useEffect, type ComponentType } from 'react';
import type { PlanningSectionKey } from '../lib/routing/route-paths.ts';

/**
 * Each planning section's page, loaded on demand (its chunk holds the feature, its antd parts and
 * its locale). A new section adds one line here and its path in lib/routing/route-paths.ts; the
 * routes, the access rule, the early fetch during the session lookup and the prefetch follow.
 */
export const PLANNING_SECTION_PAGES: Record<PlanningSectionKey, () => Promise<{ default: ComponentType }>> = {
  budget: () => import('../features/budget/components/budget-page.tsx').then((m) => ({ default: m.BudgetPage })),
  guestList: () =>
    import('../features/guests/components/guest-list-page.tsx').then((m) => ({ default: m.GuestListPage })),
  toDoList: () => import('../features/todos/components/todo-list-page.tsx').then((m) => ({ default: m.TodoListPage })),
  seatingPlan: () =>
    import('../features/seating/components/seating-page.tsx').then((m) => ({ default: m.SeatingPage })),
  invitations: () =>
    import('../features/invitations/components/invitations-page.tsx').then((m) => ({ default: m.InvitationsPage })),
  notes: () => import('../features/notes/components/notes-page.tsx').then((m) => ({ default: m.NotesPage })),
  stores: () => import('../features/stores/components/stores-page.tsx').then((m) => ({ default: m.StoresPage })),
  weddingDay: () =>
    import('../features/wedding-day/components/wedding-day-page.tsx').then((m) => ({ default: m.WeddingDayPage })),
  looks: () => import('../features/looks/components/board-page.tsx').then((m) => ({ default: m.LooksPage })),
  decor: () => import('../features/looks/components/board-page.tsx').then((m) => ({ default: m.DecorPage })),
  contractors: () =>
    import('../features/contractors/components/contractors-page.tsx').then((m) => ({ default: m.ContractorsPage })),
};

/** How long the screen that opened has the network and the processor to itself before any prefetch. */
const SETTLE_MS = 3000;

/**
 * Fetches the planning sections' code ahead, for a subscribed couple, once the screen that opened
 * has finished loading and settled, one section per idle moment of the browser: the first visit to
 * a section then renders as fast as the next ones, and the prefetch never competes with the screen
 * being opened for a phone's bandwidth or its processor (each section's code runs once it arrives).
 * The browser keeps one copy of each module, so the lazy pages reuse what came here.
 */
export function usePrefetchPlanningSections(subscribed: boolean): void {
  useEffect(() => {
    if (!subscribed) return;
    const pending = Object.values(PLANNING_SECTION_PAGES);
    let timer: number | undefined;
    let idle: number | undefined;
    const whenIdle = (run: () => void) => {
      if (window.requestIdleCallback) idle = window.requestIdleCallback(run, { timeout: 5000 });
      else timer = window.setTimeout(run, 200);
    };
    const prefetchNext = () => {
      const load = pending.shift();
      if (!load) return;
      // A failed prefetch is tried again when the page is opened.
      void load()
        .catch(() => undefined)
        .finally(() => whenIdle(prefetchNext));
    };
    const start = () => {
      timer = window.setTimeout(() => whenIdle(prefetchNext), SETTLE_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      pending.length = 0;
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [subscribed]);
}
