import { createContext, use } from 'react';

/**
 * The address the page was opened at (`https://host:port`), which a screen shows in links it makes
 * (the wedding site's address). In the browser it is the window's; while the server draws a screen
 * (src/entry-server.tsx), which has no window, the server gives the address the request came to.
 */
export const PageOriginContext = createContext<string | null>(null);

export function usePageOrigin(): string {
  return use(PageOriginContext) ?? window.location.origin;
}
