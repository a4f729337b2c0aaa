import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type {
  AnswerOf,
  BodyOf,
  ParamsOf,
  PlanningAccess,
  QueryOf,
  RouteDeclaration,
  RouteTable,
} from '../../src/contract/route-table.ts';
import { errorStatusesOf } from '../../src/contract/route-table.ts';
import type { GuestPeopleCounter } from '../features/budget/service.ts';
import { attachWriteEffects } from '../features/wedding-live/public.ts';
import { HttpError } from '../lib/http-error.ts';
import { t } from '../lib/i18n.ts';
import { errorResponses } from '../lib/response-schemas.ts';
import { prependOnRequest } from '../lib/route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A planning route's declaration in its table (src/contract/*-routes.ts), set by `planningFeature`:
     * the guard's access, what its writes change and what the activity list says of them.
     */
    declaration?: RouteDeclaration;
  }
}

/** What the planning features may be given (tests stub another feature's figures through it). */
export interface PlanningOptions {
  guestPeople?: GuestPeopleCounter;
  /** PUBLIC_URL, for the links a feature hands out (an invitation's page). */
  publicUrl?: string;
  /** SUPPORT_EMAIL, where support's own mails go (a booked consultation). */
  supportEmail?: string;
}

/** A planning request: typed from its declaration, and past the guard, so it has a wedding. */
export type PlanningCall<R extends RouteDeclaration> = FastifyRequest<{
  Params: ParamsOf<R>;
  Body: BodyOf<R>;
  Querystring: QueryOf<R>;
}> & { weddingId: string };

/** Answers the declared answer, or sends a file through the reply. */
export type PlanningHandler<R extends RouteDeclaration> = (
  request: PlanningCall<R>,
  reply: FastifyReply,
) => Promise<AnswerOf<R> | FastifyReply>;

export type PlanningHandlers<T extends RouteTable> = { [K in keyof T]: PlanningHandler<T[K]> };

const tags = ['planning'];
const security = [{ session: [] }];

/** The route's schema for validation, serialisation and the OpenAPI document, all from its declaration. */
function schemaOf(declaration: RouteDeclaration) {
  const { summary, description, params, querystring, body, answer, multipart } = declaration;
  const success = 'file' in answer ? { description: answer.file, type: 'string', format: 'binary' } : answer;
  return {
    tags,
    security,
    summary,
    ...(description ? { description } : {}),
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: { 200: success, ...errorResponses(...errorStatusesOf(declaration)) },
  };
}

/** A planning feature's plugin, with the table it serves (planning-features.ts finds it by that). */
export type PlanningFeature = FastifyPluginAsync<PlanningOptions> & { readonly planningTable: RouteTable };

/**
 * A planning feature's routes: one per call of its table, each with the handler of the same name.
 * `build` runs once, with the feature's own scope (hooks and plugins it adds stay within it). The
 * feature's `routes.ts` default-exports it, and the server registers it from there by itself.
 */
export function planningFeature<T extends RouteTable>(
  table: T,
  build: (app: FastifyInstance, options: PlanningOptions) => PlanningHandlers<T> | Promise<PlanningHandlers<T>>,
): PlanningFeature {
  const plugin: FastifyPluginAsync<PlanningOptions> = async (app, options) => {
    const handlers = await build(app, options);
    for (const [name, declaration] of Object.entries(table)) {
      app.route({
        method: declaration.method,
        url: declaration.path,
        config: {
          declaration,
          ...(declaration.fileLimit ? { fileLimit: declaration.fileLimit } : {}),
        },
        schema: schemaOf(declaration),
        // The declaration's types are the handler's: the schema above validates what it promises.
        handler: handlers[name] as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      });
    }
  };
  return Object.assign(plugin, { planningTable: table });
}

/**
 * The one membership, subscription and role check of the planning tools: no session, 401; no
 * wedding, 403; the wedding never subscribed, 403; its subscription ended, 403 for a write; a
 * helper, 403 for a write. It runs before the body is even parsed, from the route's declared access.
 */
function guard(app: FastifyInstance, access: PlanningAccess): onRequestHookHandler {
  // A callback hook: every planning request passes here, and an async hook's promise cost more than the check.
  return (request, _reply, done) => done(refusal(app, request, access));
}

/** Why the guard refuses the request, or undefined when it lets it through. */
function refusal(app: FastifyInstance, request: FastifyRequest, access: PlanningAccess): HttpError | undefined {
  // The session lookup read the wedding, the role and the wedding's subscription with the session
  // (plugins/sessions.ts).
  const session = request.sessionRow;
  if (!session) return new HttpError(401, t('errors:server.unauthorized'));
  if (request.weddingId === null) return new HttpError(403, t('errors:server.noWedding'));
  const expiresAt = session.subscription_expires_at;
  if (expiresAt === null) return new HttpError(403, t('subscriptions:errors.required'));
  if (access === 'read') return undefined;
  if (Date.parse(expiresAt) <= app.clock.now().getTime()) return new HttpError(403, t('subscriptions:errors.ended'));
  if (request.weddingRole === 'helper') return new HttpError(403, t('errors:server.helperReadOnly'));
  return undefined;
}

/** GET (and its HEAD) read; every other method writes. */
function accessOfMethod(method: string): PlanningAccess {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

/**
 * The planning surface: every feature registered inside gets the guard, from its routes' declared
 * access. A route without a declaration, or one whose access does not fit its method, stops the
 * server at start-up, so no planning route can be left open or mislabelled.
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
    if (!declaration || !access || methods.some((method) => accessOfMethod(method) !== access)) {
      throw new Error(`${methods.join(',')} ${route.url}: a planning route must declare its access in a route table`);
    }
    // Before the checks other plugins attached (the same-origin check, the file limits): a caller
    // with no right to the plan learns that first, and never uses up a couple's file limit.
    prependOnRequest(route, guard(app, access));
    // A successful write leaves an activity entry and tells the other members' open pages.
    if (access === 'write') attachWriteEffects(app, route, declaration);
  });
  for (const feature of features) await app.register(feature, featureOptions);
}
