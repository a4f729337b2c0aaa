import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import type { RouteTable } from '../../src/contract/route-table.ts';
import { FEATURES_DIR, importFromEachFeature } from '../lib/feature-folders.ts';
import type { PlanningFeature } from './planning.ts';

function isPlanningFeature(value: unknown): value is PlanningFeature {
  return typeof value === 'function' && 'planningTable' in value;
}

/**
 * The planning features, found by their folders: each `server/features/<name>/routes.ts` whose
 * default export is a `planningFeature(table, …)`. They come in the order of the contract's
 * `planningRouteTables`, the one list a new section joins; a table there without a feature here,
 * or a feature whose table is not there, stops the server at start-up, so the server, the mocks
 * and the authorisation tests always serve the same calls.
 */
export async function loadPlanningFeatures(
  tables: readonly RouteTable[] = planningRouteTables,
  featuresDir = FEATURES_DIR,
): Promise<PlanningFeature[]> {
  const found = new Map<RouteTable, { feature: string; plugin: PlanningFeature }>();
  for (const { feature, module } of await importFromEachFeature('routes.ts', featuresDir)) {
    const plugin = module.default;
    if (!isPlanningFeature(plugin)) continue;
    const twice = found.get(plugin.planningTable);
    if (twice) throw new Error(`server/features/${feature} and ${twice.feature} both serve one route table`);
    if (!tables.includes(plugin.planningTable)) {
      throw new Error(`server/features/${feature}: its route table is not in src/contract/planning-routes.ts`);
    }
    found.set(plugin.planningTable, { feature, plugin });
  }
  return tables.map((table) => {
    const served = found.get(table);
    if (!served) {
      const paths = Object.values(table).map((declaration) => `${declaration.method} ${declaration.path}`);
      throw new Error(`No server/features/<name>/routes.ts serves the planning table of ${paths.join(', ')}`);
    }
    return served.plugin;
  });
}
