import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, loadEnv, type Plugin } from 'vite';
import { antdStyles } from './scripts/vite/antd-styles.ts';
import { earlySessionLookup } from './scripts/vite/early-session-lookup.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { APP_THEME } from './src/app/theme.ts';

/** The MSW worker script sits in public/ for the mock builds; the product's build leaves it out. */
function dropMockWorker(mode: string): Plugin {
  let outDir = '';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (mode !== 'mock') fs.rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * Writes which operator settings the build carries into build-settings.json next to index.html;
 * the server reads it at start and warns when the privacy policy would name no operator or contact
 * (server/plugins/static-app.ts). Only yes/no, never the values.
 */
function buildSettings(env: Record<string, string>): Plugin {
  const isSet = (name: string) => Boolean(env[name]?.trim());
  return {
    name: 'build-settings',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-settings.json',
        source: JSON.stringify({
          privacyOperator: isSet('VITE_PRIVACY_OPERATOR'),
          privacyEmail: isSet('VITE_PRIVACY_EMAIL'),
        }),
      });
    },
  };
}

/**
 * The pages' meta description, for search results and link previews, from the catalogue
 * (common:appDescription), written into index.html so it is there before any script runs.
 */
function metaDescription(): Plugin {
  const common = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'locales/ru/common.json'), 'utf8'));
  const text = String(common.appDescription).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return {
    name: 'meta-description',
    transformIndexHtml: (html) =>
      html.replace('</title>', `</title>\n    <meta name="description" content="${text}" />`),
  };
}

/**
 * The static mock build opens from a folder, and Chromium refuses module scripts and `crossorigin`
 * loads from file:// (CORS has no file scheme). So that build is one classic script (IIFE, no code
 * splitting) run after parsing, its stylesheet a plain link, and its icon the file next to
 * index.html rather than under the product's /profile/.
 */
function openableFromFolder(): Plugin {
  return {
    name: 'openable-from-folder',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('href="/profile/', 'href="./')
          .replace(/<script type="module" crossorigin/g, '<script defer')
          .replace(/ crossorigin(?=[ >])/g, ''),
    },
  };
}

/**
 * Rolldown warns that `import.meta` means nothing in an IIFE; the one bundle has no chunks to
 * preload, so the preload helper that reads it never runs.
 */
function quietAboutImportMeta() {
  const logger = createLogger();
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    if (!message.includes('EMPTY_IMPORT_META')) warn(message, options);
  };
  return logger;
}

/**
 * Heavy libraries that only a screen or two use (the donut's charting, the password meter's
 * dictionaries, the QR code): they keep chunks of their own, loaded where used, and never join a
 * chunk another screen needs.
 */
const USED_BY_FEW =
  /node_modules\/(@antv|@ant-design\/(charts|plots)|lodash|d3-|gl-matrix|@zxcvbn-ts|@rc-component\/qrcode)\//;

/**
 * What a page with a drawn screen runs first (src/lib/server-screen/start.ts): an entry of its own,
 * a file of a few hundred bytes that imports nothing, so it joins no group.
 */
const SERVER_SCREEN_START = /\/src\/(lib\/server-screen\/start|contract\/server-screen-start)\.ts$/;

/**
 * The modules some code imports with import() (pages, the signed-in layout, dialogs, texts): each
 * keeps a chunk of its own, named after it in the manifest (the benches read it), and the groups below take only what such chunks import.
 */
function lazyRoots() {
  const roots = new Set<string>();
  const plugin: Plugin = {
    name: 'lazy-roots',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.dynamicImporters.length) roots.add(id);
    },
  };
  return { plugin, isRoot: (id: string) => roots.has(id) };
}

/**
 * How the product's code is cut into files. A phone on a slow network pays a round trip for every
 * few files (six connections to one origin), so a screen should need a handful, not fifty:
 * - `index`: everything the entry imports statically (the login form included, see
 *   src/app/lazy-pages.ts), so the login screen is one script and rolldown's small runtime.
 * - `shared`: what six or more lazy chunks (pages, the signed-in layout, dialogs) use, the parts
 *   of antd every planning page draws with: one file, where rolldown would cut a dozen by which
 *   pages share them.
 * - `libs`: the rest of the libraries and the app's shared code that two or more lazy chunks use,
 *   one file per set of chunks that use them (rolldown's own cut made dozens, the icons one
 *   file each).
 * Lazy roots and the heavy libraries of USED_BY_FEW keep their own chunks.
 */
function chunkGroups(isLazyRoot: (id: string) => boolean) {
  const groupable = (id: string) => !USED_BY_FEW.test(id) && !isLazyRoot(id);
  return [
    { name: 'index', tags: ['$initial' as const], test: (id: string) => !SERVER_SCREEN_START.test(id), priority: 2 },
    { name: 'shared', test: groupable, minShareCount: 6, priority: 1 },
    {
      name: 'libs',
      test: (id: string) => /node_modules\/|\/src\/(lib|components|contract)\//.test(id) && groupable(id),
      // No merging of small cuts into a neighbour: a merge once put the table into the main page's
      // files (+76 KiB) after a change elsewhere; cut by users alone, a screen loads only its own.
      entriesAware: true,
      // What one lazy chunk alone uses stays in that chunk's file.
      minShareCount: 2,
      priority: 0,
    },
  ];
}

/*
 * The app lives under /profile/ on the same origin as the API; in development Vite proxies /api to
 * the server `npm run dev` starts. Mode "mock" answers /api from MSW instead: `npm run dev:mock`
 * serves it, `npm run build:mock` writes a static copy into dist-mock/ with relative asset paths,
 * which opens from any folder (file:// included) without a server.
 */
export default defineConfig(({ mode, command }) => {
  const staticMock = mode === 'mock' && command === 'build';
  const lazy = lazyRoots();
  return {
    customLogger: staticMock ? quietAboutImportMeta() : undefined,
    base: staticMock ? './' : '/profile/',
    resolve: {
      alias: { html2canvas: path.resolve(import.meta.dirname, 'src/lib/vendor/no-html2canvas.ts') },
    },
    plugins: [
      react(),
      // antd's component CSS made here with the app's theme, beside each component's chunk.
      ...antdStyles(APP_THEME),
      lazy.plugin,
      metaDescription(),
      dropMockWorker(mode),
      buildSettings(loadEnv(mode, process.cwd(), 'VITE_')),
      ...(staticMock ? [openableFromFolder()] : []),
      ...(mode === 'mock' ? [] : [earlySessionLookup(), precompress()]),
    ],
    // The product's build makes, after the browser's files, the server's rendering of the first
    // screens (src/entry-server.tsx) as one module in dist/.ssr/, libraries included, which the
    // server loads at start (server/plugins/server-screens.ts). Mock builds have no server.
    ...(mode === 'mock'
      ? {}
      : {
          builder: {},
          environments: {
            ssr: {
              resolve: { noExternal: true },
              // React's production build on the server too: no development checks per render.
              define: { 'process.env.NODE_ENV': JSON.stringify('production') },
              build: {
                outDir: 'dist/.ssr',
                emptyOutDir: true,
                copyPublicDir: false,
                rolldownOptions: { input: 'src/entry-server.tsx', output: { codeSplitting: false } },
              },
            },
          },
        }),
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // The manifest lets `npm run bench` add up what the login screen downloads.
      manifest: true,
      chunkSizeWarningLimit: staticMock ? 5000 : 1500,
      ...(staticMock
        ? {
            rolldownOptions: {
              // The mocks read spreadsheets and CSV (guest import) with libraries that expect Node's
              // Buffer; the one-script build evaluates them at start, so Buffer must be there.
              transform: { inject: { Buffer: ['buffer', 'Buffer'] } },
              output: { format: 'iife', codeSplitting: false },
            },
            cssCodeSplit: false,
            modulePreload: false,
          }
        : {
            rolldownOptions: {
              input: { index: 'index.html', 'server-screen-start': 'src/lib/server-screen/start.ts' },
              output: {
                codeSplitting: { groups: chunkGroups(lazy.isRoot) },
              },
            },
          }),
    },
    server: {
      port: 5173,
      proxy:
        mode === 'mock'
          ? undefined
          : {
              '/api': { target: 'http://localhost:3000', changeOrigin: false },
              // The blog is written by the server too.
              '/blog': { target: 'http://localhost:3000', changeOrigin: false },
            },
    },
  };
});
