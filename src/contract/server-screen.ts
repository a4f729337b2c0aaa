import * as Type from 'typebox';
import type { Static } from 'typebox';
import type { SessionUser } from './session.ts';

/*
 * Between the server and the app's build: the screens the server draws (src/entry-server.tsx,
 * built to dist/.ssr/; server/plugins/server-screens.ts), and the state a drawn page carries for the
 * app, which starts from it (src/lib/server-screen).
 */

/**
 * What the server drew a screen with, written into the page beside it: the app starts from the
 * same session and the same answers, so its first drawing is the server's and it asks for none of
 * them again.
 */
export interface ServerScreenState {
  session: SessionUser;
  /** The bodies of the GETs of /api/v1 the screen read, by path. */
  answers: Record<string, unknown>;
  /**
   * The wedding's last change when the server began to read them (an opaque mark): the live
   * stream's first opening asks whether the plan changed after it, as a change between the drawing
   * and the stream reached no one.
   */
  drawnAfter?: string;
}

/** The id of the element holding the server's drawing, and of the one holding its state. */
export const SERVER_SCREEN_ID = 'server-screen';
export const SERVER_SCREEN_STATE_ID = 'server-screen-state';
/** The User Timing mark set when the app takes the drawing's place (the drawn screen comes alive). */
export const SERVER_SCREEN_HAND_OFF_MARK = 'server-screen-hand-off';

/** The state as the page holds it: JSON that cannot end its <script> element early. */
export function serializeServerScreenState(state: ServerScreenState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export interface ServerScreenInput {
  /** The address asked for, with its query: /profile/budget?tab=2. */
  url: string;
  /** The visitor's session, as GET /whoami answers it. */
  session: SessionUser;
  /** One GET of /api/v1 for this visitor: its body, or undefined when it did not answer 200. */
  read: (path: string) => Promise<unknown>;
  /** Whether the browser says it is a phone's: its screens get the phone's layout. */
  phone: boolean;
  /** The address the request came to (`https://host:port`): where the page is opened. */
  origin: string;
}

export interface ServerScreen {
  /** The route key of the screen drawn ('budget'). */
  key: string;
  html: string;
  /** The <style> elements antd made while drawing (the theme's CSS variables), for the page's head. */
  styles: string;
  state: ServerScreenState;
  /** The texts' namespaces the screen was drawn with: the app loads the same, so the page names their files. */
  namespaces: string[];
}

/** What the server's rendering module exports. */
export interface ServerScreenRenderer {
  /** The screens drawn on the server, by route key, with the build manifest's name of each one's page module. */
  SERVER_SCREENS: Partial<Record<string, string>>;
  /** Their paths under the app's base path ('/budget'), by route key. */
  SERVER_SCREEN_PATHS: Record<string, string>;
  /** The manifest's name of the signed-in layout they are drawn in. */
  SERVER_SCREEN_LAYOUT: string;
  renderServerScreen: (input: ServerScreenInput) => Promise<ServerScreen | null>;
}

/** A drawn screen's joined stylesheet, by file name (server/plugins/screen-stylesheets.ts). */
export const ScreenStylesheetParams = Type.Object({ name: Type.String({ maxLength: 100 }) });
export type ScreenStylesheetParams = Static<typeof ScreenStylesheetParams>;
