// The node programs' type check reads this file too (the tests' lists of calls), without vite/client.
/// <reference types="vite/client" />
import { planningTablesIn } from './planning-tables.ts';

/**
 * Every planning feature's table, found by its file (`src/contract/<feature>-routes.ts`, a table whose
 * every call is `read`, `write` or `helperWrite`): what the authorisation tests call, what the mocks must answer
 * and what the contract suite covers. A new section adds its file and no line here. The server,
 * which runs without vite, finds the same list in server/lib/planning-tables.ts. (The app imports
 * each feature's own table, so a screen's chunk holds only its own schemas.)
 */
export const planningRouteTables = planningTablesIn(
  import.meta.glob<Record<string, unknown>>(['./*-routes.ts', '!./planning-routes.ts'], { eager: true }),
);
