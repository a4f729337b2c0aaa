import { PLANNING_ACCESSES, type RouteDeclaration, type RouteTable } from './route-table.ts';

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

function isDeclaration(value: unknown): value is RouteDeclaration {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
}

/** A route table whose every call is of the plan (`read`, `write`, `helperWrite`): one the planning guard serves. */
function isPlanningTable(value: unknown): value is RouteTable {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const declarations = Object.values(value);
  return (
    declarations.length > 0 &&
    declarations.every(
      (declaration) =>
        isDeclaration(declaration) && (PLANNING_ACCESSES as readonly string[]).includes(declaration.access),
    )
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
