/// <reference types="vite/client" />
import type { PlanningSectionKey } from '../../../src/lib/routing/planning-section.ts';
import { MENU_SECTIONS } from '../../../src/lib/routing/planning-sections.ts';

/*
 * What the menu and the subscription's list say of each declared section, read from its own locale
 * files (locales/ru/sections/<key>.json, locales/ru/subscriptions/<feature>.json), so the tests that
 * list every section follow the declarations and a new section edits none of them.
 */

const titles = import.meta.glob<{ title: string }>('../../../locales/ru/sections/*.json', {
  eager: true,
  import: 'default',
});
const advantageFiles = import.meta.glob<{ advantages: Record<string, string> }>(
  '../../../locales/ru/subscriptions/*.json',
  { eager: true, import: 'default' },
);
const ADVANTAGES: Record<string, string> = Object.assign(
  {},
  ...Object.values(advantageFiles).map((file) => file.advantages),
);

/** A section's name in the menu and its page's heading. */
export function sectionTitle(key: PlanningSectionKey): string {
  const file = titles[`../../../locales/ru/sections/${key}.json`];
  if (!file) throw new Error(`no locales/ru/sections/${key}.json`);
  return file.title;
}

/** The menu's sections' names, in the menu's order. */
export const MENU_TITLES: readonly string[] = MENU_SECTIONS.map((section) => sectionTitle(section.key));

/** The subscription's lines of the menu's sections, in their `advantageOrder`. */
export const ADVANTAGE_LINES: readonly string[] = MENU_SECTIONS.toSorted(
  (a, b) => (a.advantageOrder ?? Infinity) - (b.advantageOrder ?? Infinity),
).map((section) => {
  const line = ADVANTAGES[section.key];
  if (!line) throw new Error(`no subscriptions:advantages.${section.key}`);
  return line;
});
