import { APP_BASENAME } from '../lib/routing/route-paths.ts';

/**
 * The static mock build (`npm run build:mock`) opens from a folder, file:// included: no server
 * answers /profile/… paths there, so it routes by the hash (`index.html#/settings`). `npm run
 * dev:mock` keeps the product's own paths.
 */
export const HASH_ROUTING = import.meta.env.PROD;

/**
 * The address of a screen of the app: its route path with the screen's own query (e.g.
 * "/payment-failure?reason=canceled"), and an optional query of the page itself (`?scenario=`).
 */
export function appUrl(path: string, pageQuery: Record<string, string> = {}): string {
  const url = new URL(window.location.href);
  url.search = new URLSearchParams(pageQuery).toString();
  if (HASH_ROUTING) {
    url.hash = path === '/' ? '' : `#${path}`;
  } else {
    const screen = new URL(path, 'http://app');
    url.pathname = `${APP_BASENAME}${screen.pathname}`;
    for (const [name, value] of screen.searchParams) url.searchParams.set(name, value);
    url.hash = '';
  }
  return url.toString();
}

/** Forgets `?scenario=` / `?session=` once applied, so a reload keeps the data instead of restarting. */
export function dropStartParams(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('scenario');
  url.searchParams.delete('session');
  window.history.replaceState(null, '', url);
}

/** Shows a screen before the router starts (a scenario's `path`). */
export function replaceStartPath(path: string): void {
  window.history.replaceState(null, '', appUrl(path));
}

/** Loads the app afresh at a screen, with the mock back end as it was just saved. */
export function reloadAt(path: string, query: Record<string, string> = {}): void {
  window.history.replaceState(null, '', appUrl(path, query));
  window.location.reload();
}
