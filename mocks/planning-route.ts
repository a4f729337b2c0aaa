import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import errors from '../locales/ru/errors.json';
import subscriptionTexts from '../locales/ru/subscriptions.json';
import { guardsBeforeBody, refusalOf, type RefusalText } from '../src/contract/route-guard.ts';
import type {
  BodyOf,
  ParamsOf,
  PlanningAccess,
  QueryOf,
  RouteAccess,
  RouteDeclaration,
} from '../src/contract/route-table.ts';
import type { SessionUser } from '../src/contract/session.ts';
import { subscriptionState } from '../src/contract/session.ts';
import { apiPath, errorResponse } from './http.ts';
import { sessionUser } from './store.ts';
import { checkBody, jsonBody, problemAnswer } from './validation.ts';

/** Who a call of this access comes from, once past the guard. */
type CallerOf<A extends RouteAccess> = A extends PlanningAccess
  ? SessionUser & { wedding: NonNullable<SessionUser['wedding']> }
  : A extends 'session'
    ? SessionUser
    : SessionUser | null;

/** A member of a wedding that has subscribed: who a planning call's answer is given. */
export type MockMember = CallerOf<PlanningAccess>;

/** What a mocked call's answer is given: the user calling (a member for the plan), and the checked request. */
export interface MockCall<R extends RouteDeclaration> {
  user: CallerOf<R['access']>;
  params: ParamsOf<R>;
  body: BodyOf<R>;
  query: QueryOf<R>;
  request: Request;
}

const REFUSAL_TEXTS: Record<RefusalText, string> = {
  'errors:server.unauthorized': errors.server.unauthorized,
  'errors:server.noWedding': errors.server.noWedding,
  'subscriptions:errors.required': subscriptionTexts.errors.required,
  'subscriptions:errors.ended': subscriptionTexts.errors.ended,
  'errors:server.helperReadOnly': errors.server.helperReadOnly,
};

/** The contract's guard (route-guard.ts), as the server answers it; null lets the call through. */
function refusal(user: SessionUser | null, access: RouteAccess): Response | null {
  const subject = user && {
    hasWedding: user.wedding !== null,
    role: user.wedding?.role ?? null,
    subscription: subscriptionState(user.subscriptions),
  };
  const refused = refusalOf(subject, access);
  return refused && errorResponse(refused.status, REFUSAL_TEXTS[refused.text]);
}

/** What a mocked call's answer gives: a response, or the JSON body of a 200. */
export type MockReply = Response | JsonBodyType;

/** The caller as a member of a wedding, or the server's 403 (thrown) for a session without one. */
export function memberOf<U extends SessionUser>(user: U): U & { wedding: NonNullable<SessionUser['wedding']> } {
  if (!user.wedding) throw errorResponse(403, errors.server.noWedding);
  return user as U & { wedding: NonNullable<SessionUser['wedding']> };
}

/**
 * The mock of one declared call: the guard's 401/403, the JSON body (400) and the contract's schemas
 * (422) in the server's order (route-guard.ts `guardsBeforeBody`), the declared `bodyRule`'s 422, as
 * the server's registrar checks them all, then `answer` with typed values:
 * what it returns is the 200's body (or the response), what it throws (mocks/refusals.ts) the refusal,
 * as the server's services throw theirs. A multipart body is the answer's to read.
 */
export function mockRoute<R extends RouteDeclaration>(
  declaration: R,
  answer: (call: MockCall<R>) => MockReply | Promise<MockReply>,
): HttpHandler {
  const method = declaration.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](apiPath(declaration.path), async ({ request, params }) => {
    const user = sessionUser();
    const early = guardsBeforeBody(declaration.access);
    if (early) {
      const refused = refusal(user, declaration.access);
      if (refused) return refused;
    }
    let body: unknown = undefined;
    if (declaration.body && !declaration.multipart) {
      const json = await jsonBody(request);
      if (!json) return errorResponse(400, errors.server.malformedJson);
      const checked = checkBody(declaration.body, json);
      if (checked.failure) return checked.failure;
      body = checked.value;
    }
    let query: unknown = undefined;
    if (declaration.querystring) {
      const checked = checkBody(declaration.querystring, Object.fromEntries(new URL(request.url).searchParams));
      if (checked.failure) return checked.failure;
      query = checked.value;
    }
    if (!early) {
      const refused = refusal(user, declaration.access);
      if (refused) return refused;
    }
    const problem = declaration.bodyRule?.(body as never);
    if (problem) return problemAnswer(problem);
    try {
      const answered = await answer({
        user: user as MockCall<R>['user'],
        params: params as ParamsOf<R>,
        body: body as BodyOf<R>,
        query: query as QueryOf<R>,
        request,
      });
      return answered instanceof Response ? answered : HttpResponse.json(answered);
    } catch (refusal) {
      if (refusal instanceof Response) return refusal;
      throw refusal;
    }
  });
}
