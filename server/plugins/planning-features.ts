import type { RouteTable } from '../../src/contract/route-table.ts';
import { FEATURES_DIR, importFromEachFeature } from '../lib/feature-folders.ts';
import { contractPlanningTables } from '../lib/planning-tables.ts';
import type { PlanningFeature } from './planning.ts';

function isPlanningFeature(value: unknown): value is PlanningFeature {
  return typeof value === 'function' && 'planningTable' in value;
}

/**
 * The planning features, found by their folders: each `server/features/<name>/routes.ts` whose
 * default export is a `planningFeature(table, …)`, in the order of the contract's planning tables
 * (each `src/contract/<feature>-routes.ts` whose calls are all `read`, `write` or `helperWrite`). A table there
 * without a feature here, or a feature whose table is not one of them, stops the server at
 * start-up, so the server, the mocks and the authorisation tests always serve the same calls.
 */
export async function loadPlanningFeatures(
  tables?: readonly RouteTable[],
  featuresDir = FEATURES_DIR,
): Promise<PlanningFeature[]> {
  const contract: readonly RouteTable[] = tables ?? (await contractPlanningTables());
  const found = new Map<RouteTable, { feature: string; plugin: PlanningFeature }>();
  for (const { feature, module } of await importFromEachFeature('routes.ts', featuresDir)) {
    const plugin = module.default;
    if (!isPlanningFeature(plugin)) continue;
    const twice = found.get(plugin.planningTable);
    if (twice) throw new Error(`server/features/${feature} and ${twice.feature} both serve one route table`);
    if (!contract.includes(plugin.planningTable)) {
      throw new Error(
        `server/features/${feature}: its route table is not a planning table of src/contract/*-routes.ts`,
      );
    }
    found.set(plugin.planningTable, { feature, plugin });
  }
  return contract.map((table) => {
    const served = found.get(table);
    if (!served) {
      const paths = Object.values(table).map((declaration) => `${declaration.method} ${declaration.path}`);
      throw new Error(`No server/features/<name>/routes.ts serves the planning table of ${paths.join(', ')}`);
    }
    return served.plugin;
  });
}
