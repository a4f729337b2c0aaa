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
  const template = options.template
    // The session comes with the page: the early lookup of the plain page has nothing to do here.
    .replace(/\s*<link rel="preload" href="[^"]*\/whoami"[^>]*>/, '')
    // The drawing paints without the app's script: asked at low priority, its 230 KiB do not share a
    // slow line with the screen's stylesheets, and it still arrives as soon as they have.
    .replace('<script type="module"', '<script type="module" fetchpriority="low"');

  let renderer: Promise<ServerScreenRenderer> | undefined;
  const load = () => (renderer ??= import(pathToFileURL(bundle).href) as Promise<ServerScreenRenderer>);

  /** The stylesheets of the layout and the page a screen is drawn with, beyond the entry's, by screen. */
  const stylesheets = new Map<string, string>();
  const stylesheetsOf = (entry: ServerScreenRenderer, key: string): string => {
    const known = stylesheets.get(key);
    if (known !== undefined) return known;
    const chunks = new Set<string>();
    for (const module of [entry.SERVER_SCREEN_LAYOUT, entry.SERVER_SCREENS[key]]) {
      if (module) closureOf(manifest, module, chunks);
    }
    const files = new Set(
      [...chunks].filter((chunk) => !entryChunks.has(chunk)).flatMap((chunk) => manifest[chunk].css ?? []),
    );
    const links = [...files].map((file) => `<link rel="stylesheet" crossorigin href="${options.appBase}${file}">`);
    stylesheets.set(key, links.join('\n    '));
    return stylesheets.get(key)!;
  };

  return {
    async page(request) {
      const cookie = request.headers.cookie;
      if (!request.userId || !cookie) return null;
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
        read,
      });
      if (!screen) return null;
      return template
        .replace('</head>', `  ${stylesheetsOf(entry, screen.key)}\n    ${screen.styles}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="${SERVER_SCREEN_ID}" inert>${screen.html}</div>\n    ` +
            `<script type="application/json" id="${SERVER_SCREEN_STATE_ID}">${serializeServerScreenState(screen.state)}</script>`,
        );
    },
  };
}
