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
import { firstReadsOf, SIGNED_IN_SCREENS } from './app/lazy-pages.ts';
import { accessStateOf } from './lib/routing/access.ts';
import { APP_BASENAME, ROUTE_PATHS, type RouteKey } from './lib/routing/route-paths.ts';
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
import { PageOriginContext } from './lib/server-screen/page-origin.ts';
import appTexts from './lib/i18n.ts';

/*
 * The server's rendering of the couple's screens (issues 23 and 43): the main page and every
 * planning section, drawn with their data into the HTML, so a phone on a slow
 * network shows the plan as soon as the page and its stylesheets arrive instead of after 300 KiB
 * of script. Once the drawing has painted, the page's start script asks for the app, which swaps
 * itself in once its screen is drawn (src/lib/server-screen). Built by `vite build` into dist/.ssr/ (vite.config.ts), loaded by
 * server/plugins/server-screens.ts.
 */

/** Every page module of the app, by its path from here: './features/budget/components/budget-page.tsx'. */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>('./features/*/components/*-page.tsx');

/**
 * The screens drawn on the server: the main page and every planning section, as the app loads them
 * (lazy-pages.ts), each with its page's module as the build's manifest names it, whose stylesheets
 * and chunks the drawing links (tests/e2e/server-screens.test.ts holds them to the build). A page's
 * module is the one that exports the component its screen's loader gives, so a new section is drawn
 * with no list to edit. Any other address gets the app's plain page.
 */
async function serverScreens(): Promise<ServerScreenRenderer['SERVER_SCREENS']> {
  const pages = await Promise.all(
    Object.entries(PAGE_MODULES).map(async ([file, load]) => ({ file, exports: Object.values(await load()) })),
  );
  const screens: Record<string, string> = {};
  for (const [key, loadScreen] of Object.entries(SIGNED_IN_SCREENS)) {
    // A section's loader gives its page as `default`, the main page's its module.
    const components = Object.values(await loadScreen!()).filter((value) => typeof value === 'function');
    const page = pages.find(({ exports }) => components.some((component) => exports.includes(component)));
    if (page) screens[key] = `src/${page.file.slice('./'.length)}`;
  }
  return screens;
}

export const SERVER_SCREENS = await serverScreens();

/** Their addresses under the app's base path, by route key ('/budget'): what `npm run bench -- lighthouse` opens. */
export const SERVER_SCREEN_PATHS = Object.fromEntries(
  Object.keys(SERVER_SCREENS).map((key) => [key, ROUTE_PATHS[key as RouteKey]]),
);
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
  origin,
}: ServerScreenInput): Promise<ServerScreen | null> {
  const access = accessStateOf(session);
  if (access !== 'subscribed' && access !== 'noSubscription') return null;
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
  // Without a subscription a section shows the sample wedding and reads nothing of the plan.
  if (!(await fetchAll(access === 'subscribed' ? firstReadsOf(key) : []))) return null;

  for (let round = 1; ; round += 1) {
    const state: ServerScreenState = { session, answers };
    const cache = new ReadCache(cacheEntriesOf(answers));
    const services = createAppServices({ serverScreen: state, readCache: cache });
    const router = createStaticRouter(handler.dataRoutes, context);
    // antd makes the theme's CSS variables as it renders, even with its component CSS built ahead.
    const styles = createCache();
    const texts = textsNotingNamespaces();
    // A part that throws would be drawn as its loading state, for the app to draw later: a screen
    // that shows nothing. The caller sends the plain page instead, and logs why.
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <StyleProvider cache={styles}>
        <I18nextProvider i18n={texts.i18n}>
          <ServerMediaContext value={matchesWidthOf}>
            <PageOriginContext value={origin}>
              <AppProviders services={services}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProviders>
            </PageOriginContext>
          </ServerMediaContext>
        </I18nextProvider>
      </StyleProvider>,
      // Every part inline, in reading order: outlined parts would need React's inline scripts to
      // show, which the pages' script policy ('self' only) rightly blocks.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
    );
    const html = await text(prelude as Readable);
    if (errors.length > 0) throw errors[0];
    if (cache.missing.size === 0) {
      return { key, html, styles: extractStyle(styles), state, namespaces: [...texts.namespaces] };
    }
    if (round === MAX_ROUNDS || !(await fetchAll(cache.missing))) return null;
  }
}
