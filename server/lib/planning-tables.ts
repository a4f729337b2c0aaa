import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { planningTablesIn, type PlanningRouteTable } from '../../src/contract/planning-tables.ts';
import type { RouteDeclaration } from '../../src/contract/route-table.ts';

/** src/contract, where every feature's route table has its file. */
export const CONTRACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/contract');

/**
 * The contract's planning tables as src/contract/planning-routes.ts finds them with vite's glob,
 * found here by reading the folder: the server and the lint rules run in plain node.
 */
export async function contractPlanningTables(contractDir = CONTRACT_DIR): Promise<PlanningRouteTable[]> {
  const files = fs
    .readdirSync(contractDir)
    .filter((name) => name.endsWith('-routes.ts') && name !== 'planning-routes.ts')
    .sort();
  const modules: Record<string, Record<string, unknown>> = {};
  for (const name of files) {
    modules[`./${name}`] = (await import(pathToFileURL(path.join(contractDir, name)).href)) as Record<string, unknown>;
  }
  return planningTablesIn(modules);
}

let readPaths: Promise<string[]> | null = null;

/** Every read of the plan without parameters: what an open page reads again when its whole plan may have changed. */
export function planningReadPaths(): Promise<string[]> {
  readPaths ??= contractPlanningTables().then((tables) =>
    tables
      .flatMap((table) => Object.values(table) as RouteDeclaration[])
      .filter((route) => route.method === 'GET' && !route.path.includes(':'))
      .map((route) => route.path),
  );
  return readPaths;
}
