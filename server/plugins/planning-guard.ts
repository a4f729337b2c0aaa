import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { appendOnRequest } from '../lib/route-hooks.ts';
import { t } from '../lib/i18n.ts';
import { attachWriteEffects } from '../features/wedding-live/public.ts';

/** What a planning route does to the user's data: reads stay open after a subscription ends. */
export type PlanningAccess = 'read' | 'write';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Declared by every planning route (budget, guests, to-dos, dictionaries, advice, looks):
     * no session, 401 first; no wedding, 403; the wedding never subscribed, 403; its subscription
     * ended, 403 for 'write'; a helper, 403 for 'write'.
     */
    planning?: PlanningAccess;
  }
  interface FastifyInstance {
    /** Every route as registered, with the planning access it declares; the missing-guard test reads it. */
    declaredRoutes: ReadonlyArray<DeclaredRoute>;
  }
}

export interface DeclaredRoute {
  method: HTTPMethods;
  url: string;
  planning: PlanningAccess | undefined;
}

/** The paths of the planning tools (api.md, "Conventions"); every route under them must declare `planning`. */
export const PLANNING_PATH = /^\/api\/v1\/(budget|guests|todos|dictionaries|advices|looks)(\/|$)/;

/** Routes under the planning paths that do not declare the access the guard needs, or declare the wrong one. */
export function routesLackingPlanningGuard(routes: ReadonlyArray<DeclaredRoute>): DeclaredRoute[] {
  return routes.filter((route) => {
    if (!PLANNING_PATH.test(route.url)) return false;
    const reads = route.method === 'GET' || route.method === 'HEAD';
    return route.planning !== (reads ? 'read' : 'write');
  });
}

/**
 * The one membership, subscription and role check of the planning tools. Routes opt in through their config, so a new
 * route cannot forget a check in its handler; the test over `declaredRoutes` catches a route that
 * forgot to opt in. Runs on request, before the body is even parsed.
 */
async function planningGuard(app: FastifyInstance) {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.planning;
    for (const method of methods) declared.push({ method, url: route.url, planning: access });
    if (!access) return;
    // A successful write leaves an activity entry and tells the other members' open pages (issue 24).
    if (access === 'write') attachWriteEffects(app, route);
    // The check runs for the routes that declare it only; the session hook (global) ran before it.
    appendOnRequest(route, async (request: FastifyRequest) => {
      // The session lookup read the wedding, the role and the wedding's subscription with the
      // session (plugins/sessions.ts).
      const session = request.sessionRow;
      if (!session) throw new HttpError(401, t('errors:server.unauthorized'));
      if (request.weddingId === null) throw new HttpError(403, t('errors:server.noWedding'));
      const expiresAt = session.subscription_expires_at;
      if (expiresAt === null) throw new HttpError(403, t('subscriptions:errors.required'));
      const end = Date.parse(expiresAt);
      if (access === 'write' && end <= app.clock.now().getTime())
        throw new HttpError(403, t('subscriptions:errors.ended'));
      if (access === 'write' && request.weddingRole === 'helper')
        throw new HttpError(403, t('errors:server.helperReadOnly'));
    });
  });
}

export default fp(planningGuard, { name: 'planning-guard', dependencies: ['sessions'] });
