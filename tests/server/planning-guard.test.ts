import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import advices from '../../locales/ru/advices.json' with { type: 'json' };
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import {
  isPlanningWrite,
  routesOf,
  type PlanningAccess,
  type RouteDeclaration,
} from '../../src/contract/route-table.ts';
import planning from '../../server/plugins/planning.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SubscriptionSetup } from '../support/signed-in-user.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { answersOfWedding } from '../../server/features/invitations/public.ts';

const NEVER_MESSAGE = 'Инструменты планирования доступны по подписке. Оформите подписку, чтобы продолжить.';
const ENDED_MESSAGE =
  'Подписка закончилась: данные доступны только для просмотра. Продлите подписку, чтобы вносить изменения.';

const HELPER_MESSAGE = 'Помощник может смотреть план, но не менять его';
const NO_WEDDING_MESSAGE = 'Вы пока не участвуете ни в одной свадьбе';

/** A concrete URL for a declared call: every parameter filled with an id nobody has. */
function concreteUrl(route: RouteDeclaration): string {
  return `/api/v1${route.path.replace(/:[^/]+/g, 'no-such-id')}`;
}

describe('the planning surface', () => {
  it('refuses to start with a planning route that declares no access, or one that does not fit its method', async () => {
    const build = async (config: object | undefined, method: 'GET' | 'POST') => {
      const app = Fastify({ logger: false });
      const feature = async (scope: FastifyInstance) => {
        scope.route({ method, url: '/looks/favorites', ...(config ? { config } : {}), handler: async () => [] });
      };
      try {
        await app.register(planning, { features: [feature], weddingAnswers: answersOfWedding });
        await app.ready();
        return 'started';
      } catch (error) {
        return (error as Error).message;
      } finally {
        await app.close();
      }
    };
    expect(await build(undefined, 'GET')).toMatch(/GET \/looks\/favorites: a planning route must declare its access/);
    const favourites = { method: 'GET', path: '/looks/favorites', access: 'read', summary: 'x', answer: { file: 'x' } };
    expect(await build({ declaration: favourites }, 'POST')).toMatch(/POST \/looks\/favorites/);
    expect(await build({ declaration: favourites }, 'GET')).toBe('started');
    // A write a helper may make too is still a write: never a GET's access.
    const helperWrite = { ...favourites, access: 'helperWrite' };
    expect(await build({ declaration: helperWrite }, 'GET')).toMatch(/GET \/looks\/favorites/);
    expect(await build({ declaration: helperWrite }, 'POST')).toBe('started');
  });

  it('names in each write only reads that the tables declare', () => {
    const calls = routesOf(planningRouteTables);
    const reads = new Set(calls.filter((call) => call.method === 'GET').map((call) => call.path));
    for (const write of calls.filter((call) => isPlanningWrite(call.access))) {
      expect(write.changes, `${write.method} ${write.path}`).toBeDefined();
      for (const path of write.changes ?? []) expect(reads, `${write.method} ${write.path}`).toContain(path);
    }
  });

  it('declares each call once: no two calls of the tables share a method and path', () => {
    const keys = routesOf(planningRouteTables).map((declared) => `${declared.method} ${declared.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(databaseTargets)('gating of the planning routes on %s', (target) => {
  let t: TestApp;
  const planningRoutes = routesOf(planningRouteTables);
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers every call of the route tables', () => {
    for (const route of planningRoutes) {
      expect(
        t.app.hasRoute({ method: route.method, url: `/api/v1${route.path}` }),
        `${route.method} ${route.path}`,
      ).toBe(true);
    }
    expect(planningRoutes.map((r) => `${r.method} ${r.path}`)).toContain('GET /advices/get-one/random');
  });

  it('answers 401 before anything else on every planning route without a session', async () => {
    for (const route of planningRoutes) {
      const res = await t.app.inject({ method: route.method, url: concreteUrl(route) });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  const expectations: Record<SubscriptionSetup, Record<PlanningAccess, number | 'allowed'>> = {
    never: { read: 403, write: 403, helperWrite: 403 },
    active: { read: 'allowed', write: 'allowed', helperWrite: 'allowed' },
    ended: { read: 'allowed', write: 403, helperWrite: 403 },
  };

  for (const state of ['never', 'active', 'ended'] as const) {
    it(`lets a user whose subscription is ${state} ${state === 'never' ? 'do nothing' : state === 'active' ? 'read and write' : 'read but not write'}`, async () => {
      const user = await signedInUser(t.app, { subscription: state });
      for (const route of planningRoutes) {
        const res = await t.app.inject({
          method: route.method,
          url: concreteUrl(route),
          headers: user.headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const expected = expectations[state][route.access as PlanningAccess];
        const label = `${state}: ${route.method} ${route.path}`;
        if (expected === 'allowed') {
          expect([401, 403], label).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, label).toBe(expected);
          const message = state === 'never' ? NEVER_MESSAGE : ENDED_MESSAGE;
          expect(res.json(), label).toEqual({ message, ui: { messages: [{ text: message }] } });
        }
      }
    });
  }

  /** Every planning route called by the user: its status and message (null when let through). */
  async function outcomes(user: { headers: { cookie: string } }) {
    const seen: Array<{ route: RouteDeclaration; status: number; message: string | null }> = [];
    for (const route of planningRoutes) {
      const res = await t.app.inject({
        method: route.method,
        url: concreteUrl(route),
        headers: user.headers,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      const refused = res.statusCode === 401 || res.statusCode === 403;
      seen.push({ route, status: res.statusCode, message: refused ? res.json().message : null });
    }
    return seen;
  }

  it("lets a helper of a subscribed wedding read everything and make only the tables' helper writes, and a partner do all", async () => {
    const owner = await signedInUser(t.app, { subscription: 'active' });
    const helper = await signedInUser(t.app, { joins: { weddingId: owner.weddingId, role: 'helper' } });
    const partner = await signedInUser(t.app, { joins: { weddingId: owner.weddingId, role: 'partner' } });
    // The access each call declares decides: a `write` is the couple's, a `helperWrite` (a gift recorded) a helper's too.
    for (const { route, status, message } of await outcomes(helper)) {
      const label = `helper: ${route.method} ${route.path}`;
      if (route.access === 'write')
        expect({ status, message }, label).toEqual({ status: 403, message: HELPER_MESSAGE });
      else expect([401, 403], label).not.toContain(status);
    }
    for (const { route, status } of await outcomes(partner)) {
      expect([401, 403], `partner: ${route.method} ${route.path}`).not.toContain(status);
    }
  });

  it('refuses every planning route (403) to a user who is a member of no wedding', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    await t.app.db.deleteFrom('wedding_members').where('user_id', '=', user.id).execute();
    for (const { route, status, message } of await outcomes(user)) {
      expect({ status, message }, `${route.method} ${route.path}`).toEqual({
        status: 403,
        message: NO_WEDDING_MESSAGE,
      });
    }
  });

  it('gives a subscriber a real Russian wedding tip from the catalogue', async () => {
    // Which tip, and that it stays the same all day: tests/server/advice-of-the-day.test.ts.
    const user = await signedInUser(t.app, { subscription: 'active' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/advices/get-one/random', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(Object.values(advices)).toContain(res.json().advice);
    expect(Object.keys(advices).length).toBeGreaterThanOrEqual(60);
  });
});
