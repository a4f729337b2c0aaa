import fs from 'node:fs';
import path from 'node:path';

/** Every string of a locale folder as `namespace:dotted.key` → text. */
export type Catalogue = Map<string, string>;

export const PLURAL_SUFFIXES = ['_one', '_few', '_many', '_other'] as const;
const PLURAL_PATTERN = /_(zero|one|two|few|many|other)$/;

function flatten(namespace: string, value: unknown, prefix: string, into: Catalogue) {
  if (typeof value === 'string') {
    into.set(`${namespace}:${prefix}`, value);
    return;
  }
  // Arrays (lists of sections, for one) are read whole with returnObjects; their items are keys too.
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(namespace, child, prefix ? `${prefix}.${key}` : key, into);
  }
}

export function loadCatalogue(localesDir: string): Catalogue {
  const catalogue: Catalogue = new Map();
  for (const file of fs.readdirSync(localesDir).sort()) {
    if (!file.endsWith('.json')) continue;
    const namespace = file.slice(0, -'.json'.length);
    flatten(namespace, JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8')), '', catalogue);
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
