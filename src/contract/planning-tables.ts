import type { PlanningAccess, RouteDeclaration, RouteTable } from './route-table.ts';

/**
 * Every planning table by a name, for the types: each `src/contract/<feature>-routes.ts` adds its own
 * by declaration merging (`declare module './planning-tables.ts' { interface PlanningRouteTables {
 * budget: typeof budgetRoutes } }`), so the activity keys' union (wedding-activity.ts) grows with no
 * shared edit. The tables themselves are found by their files (planning-routes.ts, and the server's
 * server/lib/planning-tables.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PlanningRouteTables {}

/** One of the planning tables. */
export type PlanningRouteTable = PlanningRouteTables[keyof PlanningRouteTables];

const PLANNING_ACCESS: readonly string[] = ['read', 'write'] satisfies PlanningAccess[];

function isDeclaration(value: unknown): value is RouteDeclaration {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
}

/** A route table whose every call is of the plan (`read` or `write`): one the planning guard serves. */
function isPlanningTable(value: unknown): value is RouteTable {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const declarations = Object.values(value);
  return (
    declarations.length > 0 &&
    declarations.every((declaration) => isDeclaration(declaration) && PLANNING_ACCESS.includes(declaration.access))
  );
}

/**
 * The planning tables among the exports of the contract's `*-routes.ts` modules (by their file's
 * path), in the files' name order: the one rule both finders use, so the app's tests and the server
 * see the same list.
 */
export function planningTablesIn(modules: Record<string, Record<string, unknown>>): PlanningRouteTable[] {
  return Object.keys(modules)
    .sort()
    .flatMap((file) => Object.values(modules[file]!).filter(isPlanningTable)) as PlanningRouteTable[];
}
