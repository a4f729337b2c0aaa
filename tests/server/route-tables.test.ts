import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from '../../locales/ru/errors.json' with { type: 'json' };
import { accountAndPublicRouteTables } from '../../src/contract/api-routes.ts';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import { routesOf, type RouteDeclaration } from '../../src/contract/route-table.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Every JSON call of the API is declared in a route table and registered from it (server/lib/
 * declared-routes.ts): the planning tables and the others. The planning guard's answers are
 * tests/server/planning-guard.test.ts's; here, the tables as a whole and the session calls' 401.
 */
const calls = routesOf([...planningRouteTables, ...accountAndPublicRouteTables]);

function concreteUrl(route: RouteDeclaration): string {
  return `/api/v1${route.path.replace(/:[^/]+/g, 'no-such-id')}`;
}

describe('the route tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('declare each call once', () => {
    const keys = calls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are all registered by the server, and documented in its OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const call of calls) {
      const label = `${call.method} ${call.path}`;
      expect(t.app.hasRoute({ method: call.method, url: `/api/v1${call.path}` }), label).toBe(true);
      const documented = doc.paths[call.path.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect(documented, label).toBeDefined();
    }
  });

  it('refuse a session call without a session: 401, with the guard’s words', async () => {
    const sessionCalls = calls.filter((call) => call.access === 'session' && !call.body);
    expect(sessionCalls.length).toBeGreaterThan(3);
    for (const call of sessionCalls) {
      const res = await t.app.inject({ method: call.method, url: concreteUrl(call) });
      expect(res.statusCode, `${call.method} ${call.path}`).toBe(401);
      expect(res.json().message).toBe(errors.server.unauthorized);
    }
  });
});
