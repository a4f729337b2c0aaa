import { accountAndPublicRouteTables } from './src/contract/api-routes.ts';
import { routesOf, type RouteTable } from './src/contract/route-table.ts';
import { contractPlanningTables } from './server/lib/planning-tables.ts';

/*
 * Every JSON call is declared once, in a route table of the contract: the app calls it through the
 * table (useRouteQuery, useRouteMutation, writeCallOf), and the server registers it through the one
 * registrar (server/lib/declared-routes.ts). These `no-restricted-syntax` selectors fail where a
 * path or a route is written by hand instead; eslint.config.js adds them to the rules of src/ and of
 * server/features/, and tests/server/lint-boundaries.test.ts proves them on tests/fixtures/boundaries.
 */

interface Restriction {
  selector: string;
  message: string;
}

/** The first segments of the declared paths (`budget` of `/budget/:id`), as a regex alternation. */
function apiRootsOf(tables: readonly RouteTable[]): string {
  const roots = new Set(routesOf(tables).map((declaration) => declaration.path.split('/')[1]!));
  return [...roots].sort().join('|');
}

// Found in src/contract as the server finds them: ESLint runs in plain node, without vite's glob.
const ROUTE_TABLES = [...(await contractPlanningTables()), ...accountAndPublicRouteTables];

/** In the app: no path constant, no string that spells an API path, no call around the tables. */
export function appApiPathRestrictions(tables: readonly RouteTable[] = ROUTE_TABLES): Restriction[] {
  const apiPath = `/^\\/(api\\/|(${apiRootsOf(tables)})([/?]|$))/`;
  const message =
    'An API call names its declaration in a route table (src/contract/*-routes.ts), not a path; see docs/adding-a-feature.md step 6.';
  return [
    { selector: 'VariableDeclarator[id.name=/_PATH$/]', message },
    // A section's own page path (`planningSection({ path: '/budget' })`) may share an API path's root.
    {
      selector: `Literal[value=${apiPath}]:not(CallExpression[callee.name="planningSection"] Property[key.name="path"] > Literal)`,
      message,
    },
    { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${apiPath}]`, message },
    {
      selector: 'ImportSpecifier[imported.name=/^(useApiQuery|useApiMutation)$/]',
      message:
        'Calls go through useRouteQuery / useRouteMutation (src/lib/api/route-calls.ts) with a route table entry.',
    },
  ];
}

/** On the server: a route registered by hand (a JSON call is a table entry, registered by `declaredRoutes`). */
export const SERVER_ROUTE_BY_HAND: Restriction[] = [
  {
    selector:
      'CallExpression[callee.object.name=/^(app|api|fastify|scope|instance|server)$/][callee.property.name=/^(get|post|put|patch|delete|head|all|route)$/], ' +
      'CallExpression[callee.property.name=/^(get|post|put|patch|delete|head|all)$/][arguments.0.value=/^\\//], ' +
      'CallExpression[callee.property.name=/^(get|post|put|patch|delete|head|all)$/][arguments.0.quasis.0.value.raw=/^\\//], ' +
      'CallExpression[callee.property.name="route"][arguments.0.type="ObjectExpression"]',
    message:
      'A JSON call is declared in a route table (src/contract/*-routes.ts) and registered with declaredRoutes ' +
      '(server/lib/declared-routes.ts); only pages, redirects and provider webhooks are written by hand, in ' +
      'the files eslint.config.js names.',
  },
];
