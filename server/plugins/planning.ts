import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isPlanningWrite, type RouteAccess, type RouteTable } from '../../src/contract/route-table.ts';
import type { GuestPeopleCounter } from '../features/budget/service.ts';
import type { answersOfWedding } from '../features/invitations/public.ts';
import { attachWriteEffects } from '../features/wedding-live/public.ts';
import { declaredRoutes, type DeclaredHandlers } from '../lib/declared-routes.ts';

/** What the planning features may be given (tests stub another feature's figures through it). */
export interface PlanningOptions {
  guestPeople?: GuestPeopleCounter;
  /**
   * The invitations' answers, which the guest list's download shows per guest. Given here rather
   * than imported: the invitations read the guest list, and a feature may not be imported back.
   */
  weddingAnswers: typeof answersOfWedding;
  /** PUBLIC_URL, for the links a feature hands out (an invitation's page). */
  publicUrl?: string;
  /** SUPPORT_EMAIL, where support's own mails go (a booked consultation). */
  supportEmail?: string;
  /** MESSAGES_EMAILS_PER_DAY: e-mails a wedding's messages to guests may send in 24 hours. */
  messagesEmailsPerDay?: number;
}

/** A planning feature's plugin, with the table it serves (planning-features.ts finds it by that). */
export type PlanningFeature = FastifyPluginAsync<PlanningOptions> & { readonly planningTable: RouteTable };

/**
 * A planning feature's routes, through the one registrar (server/lib/declared-routes.ts): a handler
 * per call of its table, each past the planning guard of its access, so it has a wedding. The
 * feature's `routes.ts` default-exports it, and the server registers it from there by itself.
 */
export function planningFeature<T extends RouteTable>(
  table: T,
  build: (app: FastifyInstance, options: PlanningOptions) => DeclaredHandlers<T> | Promise<DeclaredHandlers<T>>,
): PlanningFeature {
  return Object.assign(declaredRoutes(table, build), { planningTable: table });
}

/** GET (and its HEAD) read; every other method writes (the couple's `write`, or a `helperWrite`). */
function fitsMethod(method: string, access: RouteAccess): boolean {
  return method === 'GET' || method === 'HEAD' ? access === 'read' : isPlanningWrite(access);
}

/**
 * The planning surface: every route registered inside is a planning call of a table, guarded by the
 * registrar from its declared access. A route without a declaration, or one whose access does not
 * fit its method, stops the server at start-up, so no planning route can be left open or mislabelled.
 */
export default async function planning(
  app: FastifyInstance,
  options: PlanningOptions & { features: ReadonlyArray<FastifyPluginAsync<PlanningOptions>> },
) {
  const { features, ...featureOptions } = options;
  app.addHook('onRoute', (route) => {
    const declaration = route.config?.declaration;
    const access = declaration?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!declaration || !access || methods.some((method) => !fitsMethod(method, access))) {
      throw new Error(`${methods.join(',')} ${route.url}: a planning route must declare its access in a route table`);
    }
    // A successful write leaves an activity entry and tells the other members' open pages.
    if (isPlanningWrite(access)) attachWriteEffects(app, route, declaration);
  });
  for (const feature of features) await app.register(feature, featureOptions);
}
