import type { AnswerOf, BodyOf, ParamsOf, QueryOf, RouteDeclaration } from '../../contract/route-table.ts';
import { pathOf } from '../../contract/route-table.ts';
import { keyOf } from './read-key.ts';
import { useApiMutation, type ApiMutation } from './use-api-mutation.ts';
import { useApiQuery, type ApiQuery } from './use-api-query.ts';
import type { WriteCall } from './write.ts';

export { keyOf };

/*
 * The app's side of the route tables (src/contract/*-routes.ts): a read's SWR key is its path, a
 * write's arguments and answer are typed from its declaration, so a hook names its call and nothing
 * else (no path strings, no hand-written answer types).
 */

/**
 * Reads a declared GET, its query part of its key; `enabled: false` reads nothing (a locked widget
 * without a subscription), and an `immutable` read is fetched once per key (what an invitation says).
 */
export function useRouteQuery<R extends RouteDeclaration & { method: 'GET' }>(
  declaration: R,
  {
    params,
    query,
    enabled = true,
    immutable = false,
  }: {
    params?: Record<string, string>;
    query?: QueryOf<R> & Record<string, string>;
    enabled?: boolean;
    immutable?: boolean;
  } = {},
): ApiQuery<AnswerOf<R>> {
  return useApiQuery<AnswerOf<R>>(enabled ? keyOf(declaration, params, query) : null, { immutable });
}

/** What one write sends: the declared call's parameters, body and query, and its notice. */
export type RouteCall<R extends RouteDeclaration> = (ParamsOf<R> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<R> }) & {
  body?: BodyOf<R> | FormData;
  query?: QueryOf<R>;
  /** Text of the success notice; without it the write passes silently (a checkbox). */
  successMessage?: string;
};

/** The write helper's request for one declared call (write.ts): its method and filled path from the table. */
export function writeCallOf<R extends RouteDeclaration>(declaration: R, call: RouteCall<R>): WriteCall {
  return {
    method: declaration.method.toLowerCase() as WriteCall['method'],
    path: pathOf(declaration, call.params as Record<string, string> | undefined),
    params: call.query as Record<string, unknown> | undefined,
    body: call.body,
    successMessage: call.successMessage,
  };
}

/** The read a write changes: the path up to its first parameter (`/budget/:id` changes `/budget`). */
function changedRead(declaration: RouteDeclaration): string {
  return declaration.path.split('/:')[0]!;
}

/**
 * A declared write through the spec's write helper; once it succeeds it revalidates the reads its
 * declaration says it changes (a guest changes the list and the budget's per-person figures).
 */
export function useRouteMutation<R extends RouteDeclaration, Arg>(
  declaration: R,
  toCall: (arg: Arg) => RouteCall<R>,
): ApiMutation<Arg, AnswerOf<R>> {
  const key = changedRead(declaration);
  return useApiMutation<Arg, AnswerOf<R>>(key, (arg) => writeCallOf(declaration, toCall(arg)), {
    revalidates: (declaration.changes ?? []).filter((path) => path !== key),
  });
}
