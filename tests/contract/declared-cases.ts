import type { TSchema } from 'typebox';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import { isPlanningWrite, type RouteDeclaration } from '../../src/contract/route-table.ts';
import type { ContractCase } from './cases.ts';
import { apiRequest, type ContractState } from './states.ts';

/*
 * The cases every declared planning call owes, made from the route tables rather than written by
 * hand: the guard's answers (401 without a session, 403 never subscribed, 403 for a write after the
 * subscription ended, and for the couple's `write` by a helper), a 404 for an id the wedding does not have, and a 422 for a
 * body its schema refuses. None changes anything, so each state's account is made once for them
 * (`unchanging`). tests/contract/cases.ts keeps the behaviour.
 */

const routes: RouteDeclaration[] = planningRouteTables.flatMap((table) => Object.values(table));

/** The path with every `:param` naming something no wedding has. */
const unknownPath = (route: RouteDeclaration) => route.path.replace(/:(\w+)/g, 'nobody-$1');

/** `{id}` for `:id`, as the hand-written cases name paths. */
const label = (route: RouteDeclaration) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`;

/** A body whose every declared field has the wrong type: refused (422) whatever the call checks next. */
function wrongBody(schema: TSchema): Record<string, unknown> {
  const fields = Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {});
  return Object.fromEntries(fields.map((field) => [field, { wrong: [true] }]));
}

const call = (route: RouteDeclaration, json?: unknown) => () =>
  apiRequest(route.method, unknownPath(route), json === undefined ? {} : { json });

/** The guard refuses before a body is read: the states and which calls each refuses. */
const GUARD: Array<[ContractState, number, string, (route: RouteDeclaration) => boolean]> = [
  ['logged-out', 401, 'without a session', () => true],
  ['never-subscribed', 403, 'never subscribed', () => true],
  ['ended', 403, 'with the subscription ended', (route) => isPlanningWrite(route.access)],
  ['helper', 403, 'by a helper', (route) => route.access === 'write'],
];

const hasJsonBody = (route: RouteDeclaration) => route.body !== undefined && !route.multipart;

export const declaredCases: ContractCase[] = [
  ...GUARD.flatMap(([state, status, words, refuses]) =>
    routes.filter(refuses).map((route) => ({
      name: `${label(route)} ${words} (declared)`,
      state,
      status,
      call: call(route, hasJsonBody(route) ? wrongBody(route.body!) : undefined),
      unchanging: true as const,
    })),
  ),
  ...routes
    .filter((route) => route.params !== undefined && route.body === undefined && route.querystring === undefined)
    .map((route) => ({
      name: `${label(route)} of an unknown id (declared)`,
      state: 'active' as const,
      status: 404,
      call: call(route),
      unchanging: true as const,
    })),
  ...routes.filter(hasJsonBody).map((route) => ({
    name: `${label(route)} with a body of the wrong types (declared)`,
    state: 'active' as const,
    status: 422,
    call: call(route, wrongBody(route.body!)),
    unchanging: true as const,
  })),
];
