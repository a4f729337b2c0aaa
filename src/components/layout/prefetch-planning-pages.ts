import { useEffect } from 'react';

/**
 * Fetches the planning screens' code ahead, for a subscribed couple, once the browser has nothing
 * else to do: the first visit to the budget, the guests or the to-dos then renders as fast as the
 * next ones. The browser keeps one copy of each module, so the lazy pages of src/app/lazy-pages.ts
 * reuse what came here. It lives in the signed-in layout's chunk, so the login screen carries none of it.
 */
export function usePrefetchPlanningPages(subscribed: boolean): void {
  useEffect(() => {
    if (!subscribed) return;
    const prefetch = () => {
      // A failed prefetch is tried again when the page is opened.
      void import('../../features/budget/components/budget-page.tsx').catch(() => undefined);
      void import('../../features/guests/components/guest-list-page.tsx').catch(() => undefined);
      void import('../../features/todos/components/todo-list-page.tsx').catch(() => undefined);
    };
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(prefetch, 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetch);
    return () => window.cancelIdleCallback(handle);
  }, [subscribed]);
}
