import { useContext, useSyncExternalStore } from 'react';
import { ServerMediaContext } from './server-screen/server-media.ts';

/**
 * Whether a CSS media query matches now, following changes (a phone turned, a window resized).
 * Without matchMedia (an old browser, a test DOM without it) it answers false.
 */
export function useMediaQuery(query: string): boolean {
  const matchesOnServer = useContext(ServerMediaContext);
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => matchesOnServer(query),
  );
}
