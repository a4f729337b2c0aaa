import { createContext } from 'react';

/**
 * How a CSS media query is taken while the server draws a screen (src/entry-server.tsx), which has
 * no window: for the width the visitor's browser is guessed to have, so a phone gets the phone's
 * layout from the first paint. In the browser the query itself decides.
 */
export const ServerMediaContext = createContext<(query: string) => boolean>(() => false);

/** A width the server assumes for a phone's browser and for any other. */
export const SERVER_PHONE_WIDTH = 390;
export const SERVER_DESKTOP_WIDTH = 1440;

/** Whether `(max-width: …px)` and `(min-width: …px)` queries (all the app uses) hold at a width. */
export function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value]) => (bound === 'max' ? width <= Number(value) : width >= Number(value)));
}
