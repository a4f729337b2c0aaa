import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TOptions } from 'i18next';

/*
 * The server speaks from the same catalogue as the app (locales/ru/*.json), so a translator edits
 * one place for both. Every namespace file found there is loaded; adding one needs no code.
 */
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales/ru');

function loadCatalogue(): Record<string, Record<string, unknown>> {
  const catalogue: Record<string, Record<string, unknown>> = {};
  for (const file of fs.readdirSync(localesDir)) {
    if (!file.endsWith('.json')) continue;
    catalogue[file.slice(0, -'.json'.length)] = JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8'));
  }
  return catalogue;
}

const instance = i18next.createInstance();
void instance.init({
  lng: 'ru',
  fallbackLng: false,
  initAsync: false,
  resources: { ru: loadCatalogue() },
  interpolation: { escapeValue: false },
  returnNull: false,
});

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
