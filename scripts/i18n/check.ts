import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { interpolationVariables, isPluralForm, loadCatalogue, pluralBase, PLURAL_SUFFIXES } from './catalogue.ts';
import { BUNDLED_NAMESPACES } from '../../src/lib/i18n-namespaces.ts';
import { cyrillicLines, keyUsages, listSourceFiles, TEST_FILE, type KeyUsage } from './source-usage.ts';

export type ProblemKind = 'missing' | 'unloaded' | 'unused' | 'interpolation' | 'plural' | 'cyrillic';
export interface Problem {
  kind: ProblemKind;
  detail: string;
}

export interface CheckOptions {
  root: string;
  /** Folders whose code uses the catalogue and must hold no Cyrillic (tests excluded). */
  sourceDirs: string[];
  localesDir: string;
  defaultNamespace?: string;
  /**
   * The app's folders (the server loads every namespace) and the namespaces bundled with its entry:
   * there a key must come from a bundled namespace or one its file's useTranslation(...) loads,
   * else the screen would show the raw key. Without them, this check is skipped.
   */
  appDirs?: string[];
  bundledNamespaces?: readonly string[];
}

/**
 * Compares the code with the Russian catalogue: keys used but missing, keys nobody uses,
 * interpolation variables that differ, plural keys missing a form, Cyrillic literals in code.
 */
export function checkI18n(options: CheckOptions): Problem[] {
  const catalogue = loadCatalogue(options.localesDir);
  const namespaces = new Set([...catalogue.keys()].map((key) => key.slice(0, key.indexOf(':'))));
  const problems: Problem[] = [];
  const files = options.sourceDirs
    .flatMap((dir) => listSourceFiles(path.join(options.root, dir)))
    .filter((file) => !TEST_FILE.test(path.relative(options.root, file)));

  const usages: KeyUsage[] = [];
  const bundled = new Set(options.bundledNamespaces ?? []);
  const inApp = (file: string) =>
    (options.appDirs ?? []).some((dir) => !path.relative(path.join(options.root, dir), file).startsWith('..'));
  for (const file of files) {
    const found = keyUsages(file, namespaces, options.defaultNamespace ?? 'common', options.root);
    usages.push(...found);
    if (options.bundledNamespaces && inApp(file)) {
      for (const usage of found) {
        const namespace = usage.key.slice(0, usage.key.indexOf(':'));
        if (!usage.loadedHere || bundled.has(namespace) || usage.loadedHere.has(namespace)) continue;
        problems.push({
          kind: 'unloaded',
          detail: `${usage.where}: ${usage.key} — '${namespace}' is neither bundled nor loaded by this file's useTranslation`,
        });
      }
    }
    for (const line of cyrillicLines(file, options.root)) problems.push({ kind: 'cyrillic', detail: line });
  }

  const pluralBases = new Set([...catalogue.keys()].filter(isPluralForm).map(pluralBase));
  const textsOf = (key: string): string[] =>
    catalogue.has(key) ? [catalogue.get(key)!] : PLURAL_SUFFIXES.flatMap((s) => catalogue.get(key + s) ?? []);

  const objectKeys = new Set<string>();
  for (const usage of usages) {
    if (!usage.inCall || usage.isPrefix) continue;
    const texts = textsOf(usage.key);
    // A key naming an object or a list (read with returnObjects) uses everything under it.
    if (texts.length === 0 && [...catalogue.keys()].some((key) => key.startsWith(`${usage.key}.`))) {
      objectKeys.add(`${usage.key}.`);
      continue;
    }
    if (texts.length === 0) {
      problems.push({ kind: 'missing', detail: `${usage.where}: ${usage.key} is not in locales/ru` });
      continue;
    }
    if (!usage.variables) continue;
    const inText = new Set(texts.flatMap((text) => [...interpolationVariables(text)]));
    // A plural key needs `count` to choose its form, even where the text does not print it.
    if (pluralBases.has(usage.key)) inText.add('count');
    const onlyText = [...inText].filter((name) => !usage.variables!.has(name));
    const onlyCode = [...usage.variables].filter((name) => !inText.has(name));
    if (onlyText.length > 0 || onlyCode.length > 0) {
      problems.push({
        kind: 'interpolation',
        detail: `${usage.where}: ${usage.key} — text wants {${[...inText].join(', ')}}, code passes {${[...usage.variables].join(', ')}}`,
      });
    }
  }

  for (const base of pluralBases) {
    const absent = PLURAL_SUFFIXES.filter((suffix) => !catalogue.has(base + suffix));
    if (absent.length > 0) problems.push({ kind: 'plural', detail: `${base} lacks ${absent.join(', ')}` });
  }

  const exact = new Set(usages.filter((u) => !u.isPrefix).map((u) => u.key));
  const prefixes = [...usages.filter((u) => u.isPrefix).map((u) => u.key), ...objectKeys];
  for (const key of catalogue.keys()) {
    const base = pluralBase(key);
    const used = exact.has(key) || exact.has(base) || prefixes.some((prefix) => key.startsWith(prefix));
    if (!used) problems.push({ kind: 'unused', detail: `${key} is used nowhere in ${options.sourceDirs.join(', ')}` });
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const problems = checkI18n({
    root,
    sourceDirs: ['src', 'server'],
    localesDir: path.join(root, 'locales/ru'),
    appDirs: ['src'],
    bundledNamespaces: BUNDLED_NAMESPACES,
  });
  if (problems.length === 0) {
    console.log('i18n: the catalogue and the code agree');
  } else {
    for (const problem of problems) console.error(`${problem.kind.padEnd(13)} ${problem.detail}`);
    console.error(`\ni18n: ${problems.length} problem(s)`);
    process.exit(1);
  }
}
