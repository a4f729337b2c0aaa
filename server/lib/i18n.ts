import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TOptions } from 'i18next';

/*
 * The server speaks from the same catalogue as the app (locales/ru/*.json), so a translator edits
 * one place for both. Every namespace file found there is loaded; adding one needs no code. A folder
 * beside a namespace's file holds the features' parts of it (locales/ru/activity/<feature>.json),
 * merged into it as the app merges them (src/lib/i18n-merge.ts).
 */
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales/ru');

const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, 'utf8'));

function loadCatalogue(): Record<string, Record<string, unknown>> {
  const catalogue: Record<string, Record<string, unknown>> = {};
  for (const file of fs.readdirSync(localesDir)) {
    if (!file.endsWith('.json')) continue;
    catalogue[file.slice(0, -'.json'.length)] = readJson(path.join(localesDir, file));
  }
  return catalogue;
}

/** Each namespace's parts: the files of the folder beside its file. */
function namespaceParts(namespaces: string[]): Array<{ namespace: string; texts: Record<string, unknown> }> {
  return namespaces.flatMap((namespace) => {
    const dir = path.join(localesDir, namespace);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => ({ namespace, texts: readJson(path.join(dir, file)) }));
  });
}

const catalogue = loadCatalogue();
const instance = i18next.createInstance();
void instance.init({
  lng: 'ru',
  fallbackLng: false,
  initAsync: false,
  resources: { ru: catalogue },
  interpolation: { escapeValue: false },
  returnNull: false,
});
for (const { namespace, texts } of namespaceParts(Object.keys(catalogue))) {
  instance.addResourceBundle('ru', namespace, texts, true, false);
}

/** Texts without options, looked up once: the catalogue does not change while the server runs. */
const plainTexts = new Map<string, string>();

/** Translates a `namespace:key` of the Russian catalogue. */
export function t(key: string, options?: TOptions): string {
  if (options) return instance.t(key, options) as string;
  let text = plainTexts.get(key);
  if (text === undefined) {
    text = instance.t(key) as string;
    plainTexts.set(key, text);
  }
  return text;
}
