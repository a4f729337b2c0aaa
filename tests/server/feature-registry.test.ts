import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import { allMigrations, landedMigrations } from '../../server/db/migrations/index.ts';
import { contractPlanningTables } from '../../server/lib/planning-tables.ts';
import { loadPlanningFeatures } from '../../server/plugins/planning-features.ts';

/*
 * The server finds its planning features and the features' migrations in their folders: a new
 * section registers itself by its files, and a slip (a table nobody serves, two migrations of one
 * name) stops the server at start-up instead of leaving a call unanswered.
 */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A features folder of its own: `files` maps paths under it to their text. */
function featuresDir(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'features-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the planning features', () => {
  it('are one per table of the contract, in its order', async () => {
    const features = await loadPlanningFeatures();
    expect(features.map((feature) => feature.planningTable)).toEqual(planningRouteTables);
  });

  it('serve the tables found in src/contract alike by the server (node) and by the tests (vite)', async () => {
    const found = await contractPlanningTables();
    expect(found.length).toBe(planningRouteTables.length);
    found.forEach((table, index) => expect(table).toBe(planningRouteTables[index]));
    // Every feature's table, the budget's among them, and none outside the plan.
    expect(found.flatMap((table) => Object.values(table).map((route) => route.access))).not.toContain('session');
    expect(found.some((table) => Object.values(table).some((route) => route.path === '/budget'))).toBe(true);
  });

  it('find a new file’s planning table and leave a table outside the plan', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
    folders.push(dir);
    const table = (access: string) =>
      `export const gifts = { list: { method: 'GET', path: '/gifts', access: '${access}', summary: 'Gifts', answer: {} } };\n`;
    fs.writeFileSync(path.join(dir, 'gift-routes.ts'), table('read'));
    fs.writeFileSync(path.join(dir, 'shop-routes.ts'), table('session'));
    fs.writeFileSync(path.join(dir, 'gift-rules.ts'), table('read'));
    const found = await contractPlanningTables(dir);
    expect(found.map((one) => Object.values(one).map((route) => route.path))).toEqual([['/gifts']]);
  });

  it('stop the server when a table of the contract has no feature', async () => {
    const unserved = {
      hello: { method: 'GET', path: '/hello', access: 'read', summary: 'Hello', answer: {} },
    } as const;
    await expect(loadPlanningFeatures([...planningRouteTables, unserved])).rejects.toThrow('GET /hello');
  });

  it('stop the server when a feature serves a table the contract does not list', async () => {
    await expect(loadPlanningFeatures(planningRouteTables.slice(1))).rejects.toThrow(
      'is not a planning table of src/contract/*-routes.ts',
    );
  });
});

describe('the migrations', () => {
  const migration = 'export async function up() {}\nexport async function down() {}\n';

  it('are those that landed, under their names, and each feature’s own', async () => {
    const dir = featuresDir({
      'gifts/migrations/2099-01-01T00-00-00-gifts.ts': migration,
      'gifts/migrations/gifts.test.ts': 'not a migration',
      'notes/routes.ts': '',
    });
    const all = await allMigrations(dir);
    expect(Object.keys(all)).toEqual([...Object.keys(landedMigrations), '2099-01-01T00-00-00-gifts']);
    expect(all['2099-01-01T00-00-00-gifts']).toHaveProperty('up');
    // The server's own: the landed ones, then those of the features' folders (the jobs' among them).
    const server = Object.keys(await allMigrations());
    expect(server.slice(0, Object.keys(landedMigrations).length)).toEqual(Object.keys(landedMigrations));
    expect(server).toContain('2026-11-28T04-00-00-jobs');
  });

  it('refuse one name given twice', async () => {
    const twice = featuresDir({
      'gifts/migrations/2099-01-01T00-00-00-x.ts': migration,
      'site/migrations/2099-01-01T00-00-00-x.ts': migration,
    });
    await expect(allMigrations(twice)).rejects.toThrow('2099-01-01T00-00-00-x');
    const landed = featuresDir({ 'gifts/migrations/2026-11-23T05-00-00-budget.ts': migration });
    await expect(allMigrations(landed)).rejects.toThrow('2026-11-23T05-00-00-budget');
  });
});
