import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { guardsBeforeBody, refusalOf, type GuardSubject } from '../../src/contract/route-guard.ts';
import type {
  AnswerOf,
  BodyOf,
  ErrorStatus,
  ParamsOf,
  PlanningAccess,
  QueryOf,
  RouteAccess,
  RouteDeclaration,
  RouteTable,
} from '../../src/contract/route-table.ts';
import { errorStatusesOf } from '../../src/contract/route-table.ts';
import { HttpError, problemError } from './http-error.ts';
import { t } from './i18n.ts';
import { errorBodySchema, errorResponses } from './response-schemas.ts';

/*
 * The one registrar of the API's JSON calls: a feature hands it its table (src/contract/*-routes.ts)
 * and a handler per call, and every route gets its schemas, its OpenAPI words and the guard of its
 * declared access from the declaration. Routes written by hand are left for what is not a JSON call
 * (pages for guests, redirects of a payment, the live stream); ESLint holds that (eslint.config.js).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's declaration in its table, set by the registrar: the guard's access, whether it takes
     * an Idempotency-Key, what a planning write changes and what the activity list says of it.
     */
    declaration?: RouteDeclaration;
  }
}

/** Who a call of this access comes from, once past the guard. */
type CallerOf<A extends RouteAccess> = A extends PlanningAccess
  ? { userId: string; weddingId: string }
  : A extends 'session'
    ? { userId: string }
    : unknown;

/** A declared call's request: typed from its declaration, and past its guard. */
export type DeclaredCall<R extends RouteDeclaration> = FastifyRequest<{
  Params: ParamsOf<R>;
  Body: BodyOf<R>;
  Querystring: QueryOf<R>;
}> &
  CallerOf<R['access']>;

/** Answers the declared answer, or sends it (a file, another status) through the reply. */
export type DeclaredHandler<R extends RouteDeclaration> = (
  request: DeclaredCall<R>,
  reply: FastifyReply,
) => Promise<AnswerOf<R> | FastifyReply>;

export type DeclaredHandlers<T extends RouteTable> = { [K in keyof T]: DeclaredHandler<T[K]> };

const security = [{ session: [] }];

/** An error answer as the document shows it: the usual meaning, or the call's own words or body. */
function errorAnswerOf(declaration: RouteDeclaration, status: ErrorStatus) {
  const own = declaration.errorAnswers?.[status];
  if (typeof own === 'string') return { ...errorBodySchema, description: own };
  if (own) return own;
  return errorResponses(status as Parameters<typeof errorResponses>[0])[status];
}

/** The route's schema for validation, serialisation and the OpenAPI document, all from its declaration. */
export function schemaOf(declaration: RouteDeclaration) {
  const { summary, description, params, querystring, body, answer, multipart, access } = declaration;
  const success = 'file' in answer ? { description: answer.file, type: 'string', format: 'binary' } : answer;
  const errors = errorStatusesOf(declaration).map((status) => [status, errorAnswerOf(declaration, status)]);
  return {
    tags: [declaration.tag ?? 'planning'],
    ...(access === 'public' ? {} : { security }),
    summary,
    ...(description ? { description } : {}),
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: { [declaration.status ?? 200]: success, ...Object.fromEntries(errors) },
  };
}

/** What the guard knows of the request's caller, from the session lookup (plugins/sessions.ts). */
function subjectOf(app: FastifyInstance, request: FastifyRequest): GuardSubject | null {
  const session = request.sessionRow;
  if (!request.userId || !session) return null;
  const expiresAt = session.subscription_expires_at;
  return {
    hasWedding: request.weddingId !== null,
    role: request.weddingRole,
    subscription:
      expiresAt === null ? 'never' : Date.parse(expiresAt) <= app.clock.now().getTime() ? 'ended' : 'active',
  };
}

/** The guard of one access (src/contract/route-guard.ts) as a callback hook: cheaper than a promise on every call. */
function guard(app: FastifyInstance, access: RouteAccess): onRequestHookHandler & preHandlerHookHandler {
  return (request, _reply, done) => {
    const refusal = refusalOf(subjectOf(app, request), access);
    done(refusal ? new HttpError(refusal.status, t(refusal.text)) : undefined);
  };
}

/** The declaration's `bodyRule` as a callback hook: its 422 once the schema and the guard passed. */
function bodyRuleOf(rule: NonNullable<RouteDeclaration['bodyRule']>): preHandlerHookHandler {
  return (request, _reply, done) => {
    const problem = rule(request.body as never);
    done(problem ? problemError(problem) : undefined);
  };
}

/** A body the handler reads itself (multipart) is described by its schema but not validated by it. */
const readByHandler = () => () => true;

/**
 * A feature's routes: one per call of its table, each with the handler of the same name and the
 * guard of its access. `build` runs once, with the feature's own scope (hooks and plugins it adds
 * stay within it), and gets the options the feature is registered with.
 */
export function declaredRoutes<T extends RouteTable, O extends object = object>(
  table: T,
  build: (app: FastifyInstance, options: O) => DeclaredHandlers<T> | Promise<DeclaredHandlers<T>>,
): FastifyPluginAsync<O> {
  return async (app, options) => {
    const handlers = await build(app, options);
    for (const [name, declaration] of Object.entries(table)) {
      const checks = declaration.access === 'public' ? undefined : guard(app, declaration.access);
      const early = checks && guardsBeforeBody(declaration.access);
      const rule = declaration.bodyRule && bodyRuleOf(declaration.bodyRule);
      const preHandler = [...(checks && !early ? [checks] : []), ...(rule ? [rule] : [])];
      app.route({
        method: declaration.method,
        url: declaration.path,
        config: {
          declaration,
          ...(declaration.fileLimit ? { fileLimit: declaration.fileLimit } : {}),
          ...(declaration.sameOriginOnly ? { sameOriginOnly: true } : {}),
        },
        schema: schemaOf(declaration),
        ...(declaration.multipart && declaration.body ? { validatorCompiler: readByHandler } : {}),
        // Before the checks other plugins attach (the same-origin check, the file limits), or after
        // the body is checked: see guardsBeforeBody. The body's rule comes after both.
        ...(early ? { onRequest: checks } : {}),
        ...(preHandler.length > 0 ? { preHandler } : {}),
        // The declaration's types are the handler's: the schema above validates what it promises.
        handler: handlers[name] as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      });
    }
  };
}
