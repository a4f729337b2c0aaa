import i18n from '../../src/lib/i18n.ts';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import { routesOf, type RouteDeclaration } from '../../src/contract/route-table.ts';
import { MENU_SECTIONS, PLANNING_SECTIONS } from '../../src/lib/routing/planning-sections.ts';

/*
 * A section's pieces outside its namespace live in its own files, found by their folders (its route
 * table in src/contract, its activity texts in locales/ru/activity/<feature>.json, …): nothing fails
 * to compile when one is missing, so this test names the piece a new section left out.
 */

/** The activity keys a write declares: its key, or its key and a tick's two. */
function activityKeysOf(declaration: RouteDeclaration): string[] {
  const activity = declaration.activity;
  if (activity === undefined) return [];
  if (typeof activity === 'string') return [activity];
  return [activity.action, ...(activity.toggle ? [activity.toggle.on, activity.toggle.off] : [])];
}

/** The text of `key`, or of its plural's `_other` form, as the activity list would show it. */
const textOf = (key: string) =>
  i18n.getResource('ru', 'activity', key) ?? i18n.getResource('ru', 'activity', `${key}_other`);

describe('each planning section’s pieces', () => {
  it('give every activity key its texts, with a name and without', () => {
    const keys = routesOf(planningRouteTables).flatMap(activityKeysOf);
    expect(keys).toContain('budgetItemAdded');
    const missing = keys.flatMap((key) =>
      [`named.${key}`, `unnamed.${key}`].filter((text) => typeof textOf(text) !== 'string'),
    );
    expect(missing).toEqual([]);
  });

  it('give every menu section its place and its line in the subscription’s list', () => {
    const pieces = MENU_SECTIONS.map((section) => ({
      key: section.key,
      order: section.advantageOrder,
      text: i18n.getResource('ru', 'subscriptions', `advantages.${section.key}`) as unknown,
    }));
    expect(pieces.filter((piece) => piece.order === undefined || typeof piece.text !== 'string')).toEqual([]);
    const orders = pieces.map((piece) => piece.order);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('give every section its line on the sample wedding’s banner', () => {
    const missing = PLANNING_SECTIONS.filter(
      (section) => typeof i18n.getResource('ru', 'sample', `banner.${section.key}`) !== 'string',
    );
    expect(missing.map((section) => section.key)).toEqual([]);
  });

  it('give every section’s folder its sample’s answers', () => {
    const folderOf = (file: string) => file.split('/').at(-2);
    const sections = Object.keys(import.meta.glob('../../src/features/*/section.tsx')).map(folderOf);
    const samples = Object.keys(import.meta.glob('../../src/features/*/sample.ts')).map(folderOf);
    expect(sections).toContain('budget');
    expect(sections.filter((folder) => !samples.includes(folder))).toEqual([]);
  });
});
