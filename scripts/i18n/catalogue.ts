import fs from 'node:fs';
import path from 'node:path';

/** Every string of a locale folder as `namespace:dotted.key` → text. */
export type Catalogue = Map<string, string>;

export const PLURAL_SUFFIXES = ['_one', '_few', '_many', '_other'] as const;
const PLURAL_PATTERN = /_(zero|one|two|few|many|other)$/;

function flatten(namespace: string, value: unknown, prefix: string, into: Catalogue) {
  if (typeof value === 'string') {
    // A namespace's parts (below) must not give one key twice: which one shows would be chance.
    if (into.has(`${namespace}:${prefix}`)) throw new Error(`locales/ru: ${namespace}:${prefix} is given twice`);
    into.set(`${namespace}:${prefix}`, value);
    return;
  }
  // Arrays (lists of sections, for one) are read whole with returnObjects; their items are keys too.
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(namespace, child, prefix ? `${prefix}.${key}` : key, into);
  }
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * A file is a namespace. A folder beside a namespace's file holds the features' parts of it
 * (locales/ru/activity/<feature>.json), merged into it as the app and the server merge them; a folder
 * without one is a namespace whose files are its top-level keys (the planning sections' names,
 * locales/ru/sections/<key>.json, which src/lib/i18n.ts bundles as `sections`).
 */
export function loadCatalogue(localesDir: string): Catalogue {
  const catalogue: Catalogue = new Map();
  for (const entry of fs
    .readdirSync(localesDir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const where = path.join(localesDir, entry.name);
    if (entry.isDirectory()) {
      const parts = fs.existsSync(`${where}.json`);
      for (const file of fs.readdirSync(where).sort()) {
        if (file.endsWith('.json'))
          flatten(entry.name, readJson(path.join(where, file)), parts ? '' : file.slice(0, -'.json'.length), catalogue);
      }
    } else if (entry.name.endsWith('.json')) {
      flatten(entry.name.slice(0, -'.json'.length), readJson(where), '', catalogue);
    }
  }
  return catalogue;
}

/** `ns:items_few` → `ns:items`; other keys unchanged. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_PATTERN, '');
}

export function isPluralForm(key: string): boolean {
  return PLURAL_PATTERN.test(key);
}

/** The `{{name}}` variables a text interpolates (formats such as `{{n, number}}` included). */
export function interpolationVariables(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!.split('.')[0]!));
}
