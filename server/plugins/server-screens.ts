import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SERVER_SCREEN_ID,
  SERVER_SCREEN_STATE_ID,
  serializeServerScreenState,
  type ServerScreenInput,
  type ServerScreenRenderer,
} from '../../src/contract/server-screen.ts';
import { appModulesAttribute } from '../../src/contract/server-screen-start.ts';
import { latestChangeMark } from '../features/wedding-live/public.ts';
import { requestOrigin } from './same-origin.ts';
import { joinStylesheets, serveScreenStylesheets, type ScreenStylesheet } from './screen-stylesheets.ts';

/*
 * The couple's first screens drawn on the server (issue 23): a signed-in visit to the main page,
 * the budget, the guest list or the to-dos gets the screen with its data in the HTML, readable
 * before any script has arrived; the app then starts from the same answers and takes its place
 * (src/lib/server-screen). The drawing is the build's dist/.ssr/entry-server.js (vite.config.ts),
 * loaded on the first such visit. Anything that goes wrong on the way (no such build, a read that
 * is not 200, a drawing that throws) leaves the visit with the app's plain page, as before.
 */

/** Browsers that say they run on a phone ("Mobile" in Chrome's and Safari's names, Android). */
const PHONE_BROWSER = /Mobi|Android|iPhone/;

/** The start script's key in the build's manifest (an entry of its own, see vite.config.ts). */
const START_SCRIPT = 'src/lib/server-screen/start.ts';
/** Where the joined stylesheets of the drawn screens are served, under the app's base. */
const STYLESHEETS_FOLDER = 'screen-styles/';
/** Where the template held the app's script, and a drawn page holds the start script. */
const START_PLACE = '<!--app-start-->';

interface Manifest {
  [key: string]: { file: string; css?: string[]; imports?: string[] };
}

/** The chunks a module needs, itself included, by the manifest's keys. */
function closureOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closureOf(manifest, imported, into);
  return into;
}

export interface ServerScreens {
  /** The page for this visit with its screen drawn in, or null for the plain page. */
  page: (request: FastifyRequest) => Promise<string | null>;
}

export function serverScreens(
  app: FastifyInstance,
  options: { distDir: string; apiPrefix: string; appBase: string; template: string },
): ServerScreens | null {
  const bundle = path.join(options.distDir, '.ssr', 'entry-server.js');
  const manifestFile = path.join(options.distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(bundle) || !fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryChunks = closureOf(manifest, 'index.html');
  const start = manifest[START_SCRIPT]?.file;
  if (!start) return null;
  const url = (file: string) => `${options.appBase}${file}`;
  const stylesheetsBase = url(STYLESHEETS_FOLDER);
  const template = options.template
    // The session comes with the page: the early lookup of the plain page has nothing to do here.
    .replace(/\s*<link rel="preload" href="[^"]*\/whoami"[^>]*>/, '')
    // The app starts once the drawing has painted (src/lib/server-screen/start.ts): its script's
    // place, before the stylesheets, so that request goes out before they take the six connections.
    .replace(/<script type="module"[^>]*><\/script>/, START_PLACE);

  let renderer: Promise<ServerScreenRenderer> | undefined;
  const load = () => (renderer ??= import(pathToFileURL(bundle).href) as Promise<ServerScreenRenderer>);

  /**
   * By screen, what its page links beyond the plain page's: the modules the start script asks for
   * (the entry, then the screen's own), and the stylesheets of the layout and the page.
   */
  const links = new Map<string, { modules: string[]; stylesheets: string }>();
  const sheets = new Map<string, ScreenStylesheet>();
  const linksOf = (entry: ServerScreenRenderer, key: string) => {
    const known = links.get(key);
    if (known) return known;
    const chunks = new Set<string>();
    for (const module of [entry.SERVER_SCREEN_LAYOUT, entry.SERVER_SCREENS[key]]) {
      if (module) closureOf(manifest, module, chunks);
    }
    const own = [...chunks].filter((chunk) => !entryChunks.has(chunk));
    const modules = [...entryChunks, ...own].map((chunk) => url(manifest[chunk].file));
    const files = [...new Set(own.flatMap((chunk) => manifest[chunk].css ?? []))];
    const sheet = joinStylesheets(options.distDir, key, files);
    sheets.set(sheet.name, sheet);
    const screenLinks = {
      modules,
      stylesheets: [
        `<link rel="stylesheet" crossorigin href="${stylesheetsBase}${sheet.name}">`,
        ...files.map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}" disabled>`),
      ].join('\n    '),
    };
    links.set(key, screenLinks);
    return screenLinks;
  };

  serveScreenStylesheets(app, stylesheetsBase, async (name) => {
    // A page drawn before a restart may ask before this process has drawn that screen.
    if (!sheets.has(name)) {
      const entry = await load();
      for (const key of Object.keys(entry.SERVER_SCREENS)) linksOf(entry, key);
    }
    return sheets.get(name);
  });

  return {
    async page(request) {
      const cookie = request.headers.cookie;
      if (!request.userId || !cookie) return null;
      // Taken before the reads: a change that lands while they run is told again, never lost.
      const drawnAfter = request.weddingId ? await latestChangeMark(app.db, request.weddingId) : undefined;
      // The same answers the app would get: its own API, asked with this visit's session.
      const read = async (apiPath: string): Promise<unknown> => {
        const answer = await app.inject({ method: 'GET', url: `${options.apiPrefix}${apiPath}`, headers: { cookie } });
        return answer.statusCode === 200 ? answer.json() : undefined;
      };
      const session = await read('/whoami');
      if (!session) return null;
      const entry = await load();
      const screen = await entry.renderServerScreen({
        url: request.url,
        session: session as ServerScreenInput['session'],
        phone: PHONE_BROWSER.test(request.headers['user-agent'] ?? ''),
        origin: requestOrigin(request) ?? request.linkBase,
        read,
      });
      if (!screen) return null;
      const { modules, stylesheets } = linksOf(entry, screen.key);
      // The texts the screen was drawn with, which the app would otherwise ask for once it runs: a
      // namespace's file, and the module that adds its features' parts to it where there is one
      // (src/lib/i18n-parts/<namespace>.ts: the activity's, the sample's).
      const texts = screen.namespaces
        .flatMap((name) => [`locales/ru/${name}.json`, `src/lib/i18n-parts/${name}.ts`])
        .flatMap((file) => manifest[file]?.file ?? [])
        .map(url);
      const startScript = `<script type="module" crossorigin src="${url(start)}" ${appModulesAttribute([...modules, ...texts])}></script>`;
      return template
        .replace(START_PLACE, startScript)
        .replace('</head>', `  ${stylesheets}\n    ${screen.styles}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="${SERVER_SCREEN_ID}" inert>${screen.html}</div>\n    ` +
            `<script type="application/json" id="${SERVER_SCREEN_STATE_ID}">${serializeServerScreenState({ ...screen.state, drawnAfter })}</script>`,
        );
    },
  };
}
