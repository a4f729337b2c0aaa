import type { Static, TSchema } from 'typebox';
import type { FieldProblem } from './rule-problem.ts';

/*
 * A JSON call declared once: the server registers it from this declaration (with its schemas, its
 * OpenAPI words and the guard of its access, route-guard.ts), the app's typed hooks build its path
 * and read its answer's type from it, and the mocks answer it with the same guard and body check. A
 * feature lists its calls in one table (`src/contract/budget-routes.ts`); `planning-routes.ts` finds
 * the planning tables by their files, `api-routes.ts` lists the others.
 */

/**
 * What a call does to the wedding's plan: reads stay open after a subscription ends, and to helpers;
 * a `write` is the couple's (owner and partner); a `helperWrite` is a write a helper may make too (the
 * gifts received, which a helper records at the banquet), still closed once the subscription ended.
 */
export type PlanningAccess = 'read' | 'write' | 'helperWrite';

/** Every planning access: a table whose calls are all of these is a planning table (planning-tables.ts). */
export const PLANNING_ACCESSES: readonly PlanningAccess[] = ['read', 'write', 'helperWrite'];

/** Whether a call of this access changes the plan: a `write` or a `helperWrite`. */
export function isPlanningWrite(access: RouteAccess): access is 'write' | 'helperWrite' {
  return access === 'write' || access === 'helperWrite';
}

/**
 * Who may call: anyone (`public`: logging in, a guest's answers by token, the health check), a
 * signed-in user with or without a wedding (`session`: the account, the wedding's members), or a
 * member of a wedding that has subscribed (`read`, `write`: the plan).
 */
export type RouteAccess = 'public' | 'session' | PlanningAccess;

/** The OpenAPI document's groups. */
export type RouteTag = 'planning' | 'accounts' | 'wedding' | 'rsvp' | 'subscriptions' | 'operations';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses a route may document; their meanings are the server's (response-schemas.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 415 | 422 | 429 | 503 | 507;

/** A download's answer: not JSON, described for the OpenAPI document only. */
export interface FileDownload {
  file: string;
}

export interface RouteDeclaration {
  /** A POST is a create call: it takes an Idempotency-Key (server/plugins/idempotency.ts). */
  method: RouteMethod;
  /** The path under /api/v1, parameters as `:name` (`/budget/:id`). */
  path: string;
  /**
   * A planning call: GET is 'read', every other method 'write', or 'helperWrite' where a helper may
   * make it too (the server refuses to start on a mismatch). Other calls: 'public' or 'session'.
   */
  access: RouteAccess;
  /** Its group in the OpenAPI document: 'planning' unless said. */
  tag?: RouteTag;
  summary: string;
  description?: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /**
   * What a body its schema lets through may still not hold (a title of spaces only): the section's
   * rule function (src/contract/*-rules.ts), checked once the schema and the guard passed and before
   * the handler, by the server's registrar and the mocks' `mockRoute` alike, so no service or mock
   * handler checks it again.
   */
  bodyRule?: (body: never) => FieldProblem | null;
  /** The success answer: a schema, or a file's description. */
  answer: TSchema | FileDownload;
  /** The success status: 200, or 201 for a create that says so. */
  status?: 201;
  /**
   * Error answers beyond those the declaration implies (401 and 403 for a planning call, 401 for a
   * session one; 400 and 422 with a body, 422 with a query, 404 with parameters, 429 with a file
   * limit): see `errorStatusesOf`.
   */
  errors?: readonly ErrorStatus[];
  /** What an error answer means on this call, where it says more than the usual meaning; or its own body. */
  errorAnswers?: Partial<Record<ErrorStatus, string | TSchema>>;
  /** A GET that changes state (logging out): refused when another site asks, like a write. */
  sameOriginOnly?: true;
  /**
   * A create call outside the planning tables (inviting a member) that takes an Idempotency-Key;
   * a planning POST takes one without saying so (`takesIdempotencyKey`).
   */
  idempotent?: true;
  /** Takes multipart/form-data (a file upload) instead of a JSON body. */
  multipart?: true;
  /** Downloads are limited per couple (server/plugins/rate-limit.ts, `fileLimit`). */
  fileLimit?: 'download' | 'import';
  /**
   * A write: the reads (paths of GETs in the tables) whose answers it changes. The writer's app
   * revalidates them, and the other members' open pages are told to (GET /wedding/live).
   */
  changes?: readonly string[];
  /**
   * A write: what the wedding's activity list says of it, its key alone or with how its entry is
   * made (`ActivityDeclaration`); `changed` when not declared. The keys' union is read from the
   * tables (`ActivityAction`, src/contract/wedding-activity.ts).
   */
  activity?: string | ActivityDeclaration;
}

/**
 * The entry a write leaves in the wedding's activity list. Its texts are `named.<action>` (with the
 * entry's `what`) and `unnamed.<action>` of the feature’s locales/ru/activity/<feature>.json.
 */
export interface ActivityDeclaration {
  action: string;
  /** A change of only this boolean field is an entry of its own: `on` when set, `off` when cleared (a to-do's tick). */
  toggle?: { field: string; on: string; off: string };
  /** A DELETE of `:id`: the `table.column` that names its row, read before the row goes. */
  row?: `${string}.${string}`;
  /**
   * The entry's `what`, when it is not the answer's own name (`name`, `task`, `title`) or the deleted
   * row's: a field of the answer or of the body, the sum of the answer's counts, or nothing.
   */
  what?: { answer: string } | { body: string } | { sum: readonly string[] } | 'none';
  /** An answer whose `field` is `equals` changed nothing (an import's preview): no entry, no event. */
  unless?: { field: string; equals: string };
}

export type RouteTable = Readonly<Record<string, RouteDeclaration>>;

/** Declares one call; `const` keeps its literal method, path and schemas for the types below. */
export function route<const R extends RouteDeclaration>(declaration: R): R {
  return declaration;
}

type SchemaOf<R, K extends 'params' | 'querystring' | 'body'> =
  R extends Record<K, infer S extends TSchema> ? Static<S> : undefined;

export type ParamsOf<R extends RouteDeclaration> = SchemaOf<R, 'params'>;
export type QueryOf<R extends RouteDeclaration> = SchemaOf<R, 'querystring'>;
export type BodyOf<R extends RouteDeclaration> = SchemaOf<R, 'body'>;
export type AnswerOf<R extends RouteDeclaration> = R['answer'] extends TSchema ? Static<R['answer']> : never;

/** The route's path with its parameters filled: `/budget/:id` with `{ id: 'b1' }` is `/budget/b1`. */
export function pathOf(declaration: RouteDeclaration, params?: Record<string, string>): string {
  return declaration.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${declaration.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** The refusals a call's access implies (route-guard.ts). */
const GUARD_STATUSES: Record<RouteAccess, ErrorStatus[]> = {
  public: [],
  session: [401],
  read: [401, 403],
  write: [401, 403],
  helperWrite: [401, 403],
};

/** The error statuses a call can answer: those its declaration implies, and those it adds. */
export function errorStatusesOf(declaration: RouteDeclaration): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([
    ...GUARD_STATUSES[declaration.access],
    ...(declaration.errors ?? []),
    ...(Object.keys(declaration.errorAnswers ?? {}).map(Number) as ErrorStatus[]),
  ]);
  if (declaration.body) for (const status of [400, 422] as const) statuses.add(status);
  if (declaration.querystring) statuses.add(422);
  if (declaration.params) statuses.add(404);
  if (declaration.fileLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Whether a repeat of the call with its Idempotency-Key answers the first (server/plugins/idempotency.ts). */
export function takesIdempotencyKey(declaration: RouteDeclaration): boolean {
  return declaration.method === 'POST' && (isPlanningWrite(declaration.access) || declaration.idempotent === true);
}

/** Every call of the tables, each once. */
export function routesOf(tables: readonly RouteTable[]): RouteDeclaration[] {
  return tables.flatMap((table) => Object.values(table));
}

/** Whether a path under /api/v1 (`/budget/b1?x=1`) is one of the declared calls' paths. */
export function isDeclaredPath(declarations: readonly RouteDeclaration[], path: string): boolean {
  const bare = path.split('?')[0]!;
  return declarations.some((declaration) =>
    new RegExp(`^${declaration.path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`).test(bare),
  );
}
