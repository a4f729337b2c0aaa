import { useLayoutEffect } from 'react';
import {
  SERVER_SCREEN_HAND_OFF_MARK,
  SERVER_SCREEN_ID,
  SERVER_SCREEN_STATE_ID,
  type ServerScreenState,
} from '../../contract/server-screen.ts';

/**
 * The app's root element while the server's drawing of its screen is shown: built apart from the
 * page, so nothing of it is seen, clicked or found twice until it takes the drawing's place.
 */
let waitingRoot: HTMLElement | undefined;

/** The element the app renders into: the page's #root, or one kept apart while the server's drawing shows. */
export function appRootElement(): HTMLElement | null {
  const drawing = document.getElementById(SERVER_SCREEN_ID);
  if (!drawing) return document.getElementById('root');
  waitingRoot = document.createElement('div');
  waitingRoot.id = 'root';
  return waitingRoot;
}

/** Puts the app in the place of the server's drawing, in one frame; does nothing once done or without one. */
export function handOffServerScreen(): void {
  if (!waitingRoot) return;
  document.getElementById(SERVER_SCREEN_ID)?.replaceWith(waitingRoot);
  waitingRoot = undefined;
  // When the drawn screen came alive: `npm run bench -- lighthouse` reports it beside the paint.
  performance.mark(SERVER_SCREEN_HAND_OFF_MARK);
}

/**
 * Rendered first where a screen is complete (the page's place in the signed-in layout) and wherever
 * the app shows another screen instead (a redirect, an error): as it commits, before the page's own
 * parts measure themselves and before the browser paints, the app takes over from the drawing.
 */
export function ServerScreenHandOff() {
  useLayoutEffect(handOffServerScreen, []);
  return null;
}

/** The state the server wrote into this page, if it drew the screen. */
export function readServerScreenState(): ServerScreenState | undefined {
  const element = document.getElementById(SERVER_SCREEN_STATE_ID);
  if (!element?.textContent || !document.getElementById(SERVER_SCREEN_ID)) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerScreenState;
  } catch {
    return undefined;
  }
}
