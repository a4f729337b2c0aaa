import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as React from 'react';
import { parseSync, Visitor, type Plugin } from 'vite';

/*
 * antd's component CSS, made at build time with the app's theme and shipped with the chunk that uses
 * the component; the app runs antd with `theme.zeroRuntime` (src/app/providers.tsx), so no style is
 * generated in the browser (a CPU profile of the login and budget screens had antd's run-time styling
 * at a fifth of all script time). The theme's tokens still reach the page as CSS variables, which
 * antd registers at run time (motion off included).
 *
 * How: every antd component is rendered once in Node (react-dom/server) inside a StyleProvider with
 * its own cache, the way @ant-design/static-style-extract does; each entry of that cache is one style
 * hook's CSS, keyed by the hook's name ('Button', 'Modal-confirm', 'Input-Search'…). Each antd module
 * that declares style hooks (antd/es/<component>/style/*.js, _util/wave/style.js) is made to import
 * the CSS of the hooks it declares, so Vite's CSS code splitting puts the Table's CSS with the chunk
 * of the Table. The reset every hook shares ('Shared': links, the icons' base) goes in one sheet the
 * entry imports first (`virtual:antd-reset.css`, src/main.tsx). The style function of each hook is
 * dropped from the bundle (withoutStyleFunctions): it would never run.
 */

const RESET_ID = 'virtual:antd-reset.css';
/** Where the sheets are written: real files, which the product's build and the one-file mock build treat alike. */
const OUT_DIR = path.join('node_modules', '.antd-styles');
/** A style hook's declaration: genStyleHooks('Button', …), genSubStyleComponent(['Modal', 'confirm'], …). */
const HOOK_DECLARATION =
  /gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(?:'([\w-]+)'|\[\s*'([\w-]+)'\s*,\s*'([\w-]+)'\s*\])/g;
/** Hooks that make no CSS with this theme: the bordered pagination is drawn only under the wireframe token. */
const NOT_RENDERED = new Set(['Pagination-bordered']);
const HOOK_FUNCTIONS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const ANTD_STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*style.*\.js$/;

interface GeneratedSheets {
  /** CSS of each style hook, by the hook's name. */
  hooks: Map<string, string>;
  /** The reset every hook registers: links, the icons' base. */
  reset: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any antd export, rendered with the props it needs
type AnyComponent = React.ComponentType<any> & Record<string, any>;

/** What is used of @ant-design/cssinjs, the one antd brings (no dependency of the app's own). */
interface StyleCache {
  cache: Map<string, unknown>;
  updateTimes: Map<string, number>;
}
interface CssInJs {
  createCache: () => StyleCache;
  StyleProvider: React.ComponentType<{ cache: StyleCache; children?: React.ReactNode }>;
  extractStyle: (cache: StyleCache, options: { plain: boolean; types: string }) => string;
}

/** The theme the sheets are made with: it names the class of its CSS variables (theme.cssVar.key). */
interface AppTheme {
  hashed: false;
  cssVar: { key: string };
}

/** Components that render nothing (or too little) without props or children; as static-style-extract renders them. */
function customRenders(h: typeof React.createElement, antd: Record<string, AnyComponent>) {
  const div = () => h('div');
  return {
    Affix: (C: AnyComponent) => h(C, null, div()),
    Cascader: (C: AnyComponent) => [h(C, { key: 1 }), h(C.Panel, { key: 2 })],
    Dropdown: (C: AnyComponent) => h(C, { menu: { items: [] } }, div()),
    Menu: (C: AnyComponent) => h(C, { items: [] }),
    QRCode: (C: AnyComponent) => h(C, { value: 'https://example.org' }),
    Tree: (C: AnyComponent) => h(C, { treeData: [] }),
    Tag: (C: AnyComponent) => [h(C, { key: 1, color: 'blue' }, 'Tag'), h(C, { key: 2, color: 'success' }, 'Tag')],
    Badge: (C: AnyComponent) => [h(C, { key: 1 }), h(C.Ribbon, { key: 2 })],
    Space: (C: AnyComponent) => [h(C, { key: 1 }), h(C.Compact, { key: 2 }, h(antd.Button), h(C.Addon, null, '1'))],
    Input: (C: AnyComponent) => [
      h(C, { key: 1 }),
      h(C.Group, { key: 2 }, h(C), h(C)),
      h(C.Search, { key: 3 }),
      h(C.TextArea, { key: 4 }),
      h(C.Password, { key: 5 }),
      h(C.OTP, { key: 6 }),
    ],
    Modal: (C: AnyComponent) => [
      h(C, { key: 1 }),
      h(C._InternalPanelDoNotUseOrYouWillBeFired, { key: 2 }),
      h(C._InternalPanelDoNotUseOrYouWillBeFired, { key: 3, type: 'confirm' }),
    ],
    message: (C: AnyComponent) => h(C._InternalPanelDoNotUseOrYouWillBeFired),
    notification: (C: AnyComponent) => h(C._InternalPanelDoNotUseOrYouWillBeFired),
    Layout: (C: AnyComponent) =>
      h(C, null, h(C.Header, null, 'Header'), h(C.Sider, null, 'Sider'), h(C.Content, null, 'Content')),
    Form: (C: AnyComponent) => [h(C, { key: 1 }, h(C.Item, { label: 'x' }, h('input'))), h(C.Item, { key: 2 })],
    Pagination: (C: AnyComponent) => [h(C, { key: 1, total: 50 }), h(C, { key: 2, total: 50, showSizeChanger: true })],
  } as Record<string, (C: AnyComponent) => React.ReactNode>;
}

/** Renders every antd component once with the theme and returns the CSS of each style hook. */
export function generateAntdSheets(root: string, theme: AppTheme): GeneratedSheets {
  // antd's CommonJS build, and the cssinjs and React it requires itself: one instance of each, so
  // the StyleProvider below is the one antd's hooks read.
  const require = createRequire(path.join(root, 'package.json'));
  const requireAsAntd = createRequire(require.resolve('antd'));
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const cssinjs = requireAsAntd('@ant-design/cssinjs') as CssInJs;
  const antd = require('antd') as Record<string, AnyComponent>;
  const h = React.createElement;

  /** Renders `node` under the theme and returns each style entry's CSS, by the entry's cache key. */
  const render = (node: React.ReactNode, withTheme: object) => {
    const cache = cssinjs.createCache();
    renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme: withTheme }, node)));
    // One sheet per entry: a cache of that entry alone, extracted as plain CSS. Keys are the hook's
    // path, 'style%<hashId>%<hook name>%<prefixCls>%<iconPrefixCls>', hashId empty when unhashed.
    return [...cache.cache.keys()]
      .filter((key) => key.startsWith('style%'))
      .sort((a, b) => (cache.updateTimes.get(a) ?? 0) - (cache.updateTimes.get(b) ?? 0))
      .map((key) => {
        const single = cssinjs.createCache();
        single.cache.set(key, cache.cache.get(key)!);
        const css = cssinjs.extractStyle(single, { plain: true, types: 'style' });
        return { key, css: css.replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '') };
      });
  };

  const renders = customRenders(h, antd);
  const skip = new Set(['ConfigProvider', 'Grid']);
  const names = Object.keys(antd).filter(
    (name) => !skip.has(name) && (/^[A-Z]/.test(name) || name === 'message' || name === 'notification'),
  );
  const everything = names.map((name) =>
    h(React.Fragment, { key: name }, renders[name]?.(antd[name]) ?? h(antd[name])),
  );
  // antd's deprecation notices (Input.Group, List, BackTop) are about the app's code, not this render.
  const warn = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Warning: [antd:')) warn(...args);
  };
  const hooks = new Map<string, string[]>();
  try {
    for (const { key, css } of render(everything, theme)) {
      const name = key.split('%')[2];
      // The reset is made below; ConfigProvider registers the icons' own at run time, zeroRuntime or not.
      if (name === 'Shared' || name === 'ant-design-icons') continue;
      hooks.set(name, [...(hooks.get(name) ?? []), css]);
    }
  } finally {
    console.error = warn;
  }

  // The reset ('Shared': links, the icons' base) styles the links inside antd's components only:
  // hashed, its selectors name the hash class every component carries (`:where(.css-1y1…) a`).
  // Unhashed they would be bare `a` and take the underline off every link of the app, so the hash
  // class is swapped for the class of the theme's CSS variables, which every component carries too.
  const cssVarKey = theme.cssVar.key;
  const [shared] = render(h(antd.Button), { ...theme, hashed: true }).filter(
    ({ key }) => key.split('%')[2] === 'Shared',
  );
  const hashId = shared?.key.split('%')[1];
  if (!shared || !hashId) throw new Error("antd's reset (Shared) was not found with a hash");
  const reset = shared.css.replaceAll(hashId, cssVarKey);
  return { hooks: new Map([...hooks].map(([name, parts]) => [name, parts.join('\n')])), reset };
}

/**
 * The module with the style function of each hook declaration replaced by one that makes no style:
 * under zeroRuntime antd never calls it, and what only it calls (antd's genXxxStyle functions, the
 * bulk of a style module) falls out of the bundle. The hook itself, and the component tokens it
 * registers as CSS variables, stay.
 */
export function withoutStyleFunctions(code: string, id: string): string {
  const ranges: [number, number][] = [];
  new Visitor({
    CallExpression(node) {
      const styleFn = node.arguments[1];
      if (node.callee.type !== 'Identifier' || !HOOK_FUNCTIONS.has(node.callee.name) || !styleFn) return;
      ranges.push([styleFn.start, styleFn.end]);
    },
  }).visit(parseSync(id, code).program);
  let out = code;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
    out = `${out.slice(0, start)}() => []${out.slice(end)}`;
  }
  return out;
}

/** The style hooks an antd module declares, by name ('Input-Search'), in the order it declares them. */
export function declaredHooks(code: string): string[] {
  // A hook named by one string is cached under that name twice ('Button-Button', genStyleUtils.js).
  return [...code.matchAll(HOOK_DECLARATION)].map(([, single, first, second]) =>
    single ? `${single}-${single}` : `${first}-${second}`,
  );
}

/**
 * Writes the sheets into a folder of `base` named after what they are made of (this theme, these
 * versions of antd, this generator), one file per style hook and `_reset.css`, and returns that
 * folder and its hooks' names. A folder already there is used as it is: a build after the first
 * starts in a second. The product's and the mock's builds run side by side (`npm test`): each
 * writes a folder of its own and renames it into place, so neither reads the other's half-written one.
 */
function writeSheets(root: string, base: string, theme: AppTheme): { dir: string; hooks: Set<string> } {
  const require = createRequire(path.join(root, 'package.json'));
  const requireAsAntd = createRequire(require.resolve('antd'));
  const versions = [require('antd/package.json'), requireAsAntd('@ant-design/cssinjs/package.json')].map(
    (manifest: { version: string }) => manifest.version,
  );
  const key = createHash('sha256')
    .update(JSON.stringify([theme, versions]))
    .update(generateAntdSheets.toString() + customRenders.toString())
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(base, key);
  if (!fs.existsSync(dir)) {
    const sheets = generateAntdSheets(root, theme);
    const scratch = `${dir}.${process.pid}`;
    fs.mkdirSync(scratch, { recursive: true });
    fs.writeFileSync(path.join(scratch, '_reset.css'), sheets.reset);
    for (const [name, css] of sheets.hooks) fs.writeFileSync(path.join(scratch, `${name}.css`), css);
    try {
      fs.renameSync(scratch, dir);
    } catch {
      // The other build got there first with the same sheets.
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }
  const hooks = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.css') && file !== '_reset.css')
    .map((file) => file.slice(0, -'.css'.length));
  return { dir, hooks: new Set(hooks) };
}

/**
 * The Vite plugin of builds (product and mock): writes the sheets when the build starts, adds to each
 * antd style module an import of its hooks' sheets (and drops its style functions), and resolves
 * `virtual:antd-reset.css` to the reset. The dev server pre-bundles antd, out of reach of transforms:
 * there antd styles itself at run time as before (providers.tsx sets zeroRuntime in builds only),
 * and the reset is an empty sheet.
 */
export function antdStyles(theme: AppTheme): Plugin[] {
  let root = process.cwd();
  let sheets = { dir: '', hooks: new Set<string>() };
  const build: Plugin = {
    name: 'antd-styles',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      sheets = writeSheets(root, path.join(root, OUT_DIR), theme);
    },
    resolveId(id) {
      return id === RESET_ID ? path.join(sheets.dir, '_reset.css') : undefined;
    },
    transform(code, id) {
      if (!ANTD_STYLE_MODULE.test(id)) return undefined;
      const names = [...new Set(declaredHooks(code))];
      if (names.length === 0) return undefined;
      for (const name of names) {
        if (!sheets.hooks.has(name) && !NOT_RENDERED.has(name)) {
          this.warn(`antd's style hook ${name} (${id}) rendered no CSS at build time`);
        }
      }
      const imports = names
        .filter((name) => sheets.hooks.has(name))
        .map((name) => `import ${JSON.stringify(path.join(sheets.dir, `${name}.css`))};`);
      return { code: `${imports.join('\n')}\n${withoutStyleFunctions(code, id)}`, map: null };
    },
    generateBundle(_options, bundle) {
      // ANTD_STYLES_REPORT=1 npm run build: which hooks' CSS each chunk carries.
      if (!process.env.ANTD_STYLES_REPORT) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const names = chunk.moduleIds.filter((id) => id.startsWith(sheets.dir)).map((id) => path.basename(id, '.css'));
        if (names.length > 0) console.log(`${chunk.fileName}: ${names.join(' ')}`);
      }
    },
  };
  return [build, { ...emptyReset(), apply: 'serve' }];
}

/** `virtual:antd-reset.css` as an empty sheet, where antd styles itself: the dev server, the unit tests (jsdom). */
export function emptyReset(): Plugin {
  return {
    name: 'antd-empty-reset',
    resolveId: (id) => (id === RESET_ID ? `\0${RESET_ID}` : undefined),
    load: (id) => (id === `\0${RESET_ID}` ? '' : undefined),
  };
}
