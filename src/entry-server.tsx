import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider, type ReportNamespaces } from 'react-i18next';
import type { State } from 'swr';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { routeKeyOf } from './app/route-root.tsx';
import { appRoutes } from './app/routes.tsx';
import { firstReadsOf } from './app/lazy-pages.ts';
import { accessStateOf } from './lib/routing/access.ts';
import { APP_BASENAME } from './lib/routing/route-paths.ts';
import { createAppServices } from './lib/services/app-services.ts';
import {
  matchesWidth,
  SERVER_DESKTOP_WIDTH,
  SERVER_PHONE_WIDTH,
  ServerMediaContext,
} from './lib/server-screen/server-media.ts';
import type {
  ServerScreen,
  ServerScreenInput,
  ServerScreenRenderer,
  ServerScreenState,
} from './contract/server-screen.ts';
import { cacheEntriesOf } from './lib/server-screen/read-cache.ts';
import appTexts from './lib/i18n.ts';

/*
 * The server's rendering of the screens a couple opens most (issue 23): the main page, the
 * budget, the guest list and the to-dos, drawn with their data into the HTML, so a phone on a slow
 * network shows the plan as soon as the page and its stylesheets arrive instead of after 300 KiB
 * of script. Once the drawing has painted, the page's start script asks for the app, which swaps
 * itself in once its screen is drawn (src/lib/server-screen). Built by `vite build` into dist/.ssr/ (vite.config.ts), loaded by
 * server/plugins/server-screens.ts.
 */

/**
 * The screens drawn on the server, with the modules of their pages as the build's manifest names
 * them, whose stylesheets the drawing links (tests/e2e/server-screens.test.ts holds them to the
 * build). Any other address gets the app's plain page.
 */
export const SERVER_SCREENS: ServerScreenRenderer['SERVER_SCREENS'] = {
  main: 'src/features/dashboard/components/dashboard-page.tsx',
  budget: 'src/features/budget/components/budget-page.tsx',
  guestList: 'src/features/guests/components/guest-list-page.tsx',
  toDoList: 'src/features/todos/components/todos-page.tsx',
};
/** The signed-in layout every one of them is drawn in. */
export const SERVER_SCREEN_LAYOUT = 'src/components/layout/app-layout.tsx';

/** At most this many rounds of reads: the screen's first reads, then what the drawing asked for. */
const MAX_ROUNDS = 3;

/** An SWR cache that notes the reads the drawing asked for and did not find. */
class ReadCache extends Map<string, State> {
  readonly missing = new Set<string>();
  override get(key: string) {
    const found = super.get(key);
    if (found === undefined && key.startsWith('/')) this.missing.add(key);
    return found;
  }
}

/**
 * The app's texts for one drawing, noting the namespaces its components ask for (react-i18next
 * reports them to the instance it renders with): a clone of the app's instance, sharing its texts.
 */
function textsNotingNamespaces() {
  const namespaces = new Set<string>();
  const reportNamespaces: ReportNamespaces = {
    addUsedNamespaces: (used) => (typeof used === 'string' ? [used] : used).forEach((name) => namespaces.add(name)),
    getUsedNamespaces: () => [...namespaces],
  };
  return { i18n: Object.assign(appTexts.cloneInstance(), { reportNamespaces }), namespaces };
}

/**
 * Draws the screen at `url` for a subscribed couple, or answers null (another screen, another
 * state, a read that failed): the caller then sends the app's plain page.
 */
export async function renderServerScreen({
  url,
  session,
  read,
  phone,
}: ServerScreenInput): Promise<ServerScreen | null> {
  if (accessStateOf(session) !== 'subscribed') return null;
  const handler = createStaticHandler(appRoutes, { basename: APP_BASENAME });
  const context = await handler.query(new Request(new URL(url, 'http://server')));
  if (context instanceof Response) return null;
  const key = routeKeyOf(context.matches.map((match) => match.route));
  if (!key || !SERVER_SCREENS[key] || context.statusCode !== 200) return null;

  const width = phone ? SERVER_PHONE_WIDTH : SERVER_DESKTOP_WIDTH;
  const matchesWidthOf = (query: string) => matchesWidth(query, width);
  const answers: Record<string, unknown> = {};
  const fetchAll = async (paths: Iterable<string>) => {
    const results = await Promise.all([...paths].map(async (path) => [path, await read(path)] as const));
    for (const [path, body] of results) {
      if (body === undefined) return false;
      answers[path] = body;
    }
    return true;
  };
  if (!(await fetchAll(firstReadsOf(key)))) return null;

  for (let round = 1; ; round += 1) {
    const state: ServerScreenState = { session, answers };
    const cache = new ReadCache(cacheEntriesOf(answers));
    const services = createAppServices({ serverScreen: state, readCache: cache });
    const router = createStaticRouter(handler.dataRoutes, context);
    // antd makes the theme's CSS variables as it renders, even with its component CSS built ahead.
    const styles = createCache();
    const texts = textsNotingNamespaces();
    const { prelude } = await prerenderToNodeStream(
      <StyleProvider cache={styles}>
        <I18nextProvider i18n={texts.i18n}>
          <ServerMediaContext value={matchesWidthOf}>
            <AppProviders services={services}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </ServerMediaContext>
        </I18nextProvider>
      </StyleProvider>,
      // Every part inline, in reading order: outlined parts would need React's inline scripts to
      // show, which the pages' script policy ('self' only) rightly blocks.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await text(prelude as Readable);
    if (cache.missing.size === 0) {
      return { key, html, styles: extractStyle(styles), state, namespaces: [...texts.namespaces] };
    }
    if (round === MAX_ROUNDS || !(await fetchAll(cache.missing))) return null;
  }
}
