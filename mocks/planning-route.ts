import { http, type HttpHandler } from 'msw';
import errors from '../locales/ru/errors.json';
import subscriptionTexts from '../locales/ru/subscriptions.json';
import type { BodyOf, ParamsOf, PlanningAccess, QueryOf, RouteDeclaration } from '../src/contract/route-table.ts';
import type { SessionUser } from '../src/contract/session.ts';
import { subscriptionState } from '../src/contract/session.ts';
import { apiPath, errorResponse } from './http.ts';
import { sessionUser } from './store.ts';
import { checkBody, jsonBody } from './validation.ts';

/** What a mocked planning call's answer is given: the member calling, and the checked request. */
export interface MockCall<R extends RouteDeclaration> {
  user: SessionUser & { wedding: NonNullable<SessionUser['wedding']> };
  params: ParamsOf<R>;
  body: BodyOf<R>;
  query: QueryOf<R>;
  request: Request;
}

/** The server's planning guard (server/plugins/planning.ts), in its order; null lets the call through. */
function refusal(user: SessionUser | null, access: PlanningAccess): Response | null {
  if (!user) return errorResponse(401, errors.server.unauthorized);
  if (!user.wedding) return errorResponse(403, errors.server.noWedding);
  const state = subscriptionState(user.subscriptions);
  if (state === 'never') return errorResponse(403, subscriptionTexts.errors.required);
  if (access === 'read') return null;
  if (state === 'ended') return errorResponse(403, subscriptionTexts.errors.ended);
  if (user.wedding.role === 'helper') return errorResponse(403, errors.server.helperReadOnly);
  return null;
}

/**
 * The mock of one declared planning call: the guard's 401/403, then the JSON body (400) and the
 * contract's schemas (422) as the server checks them, then `answer` with typed values. A feature's
 * mock writes only what its calls do.
 */
export function mockRoute<R extends RouteDeclaration>(
  declaration: R,
  answer: (call: MockCall<R>) => Response | Promise<Response>,
): HttpHandler {
  const method = declaration.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](apiPath(declaration.path), async ({ request, params }) => {
    const user = sessionUser();
    const refused = refusal(user, declaration.access);
    if (refused) return refused;
    let body: unknown = undefined;
    if (declaration.body) {
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
    return answer({
      user: user as MockCall<R>['user'],
      params: params as ParamsOf<R>,
      body: body as BodyOf<R>,
      query: query as QueryOf<R>,
      request,
    });
  });
}
