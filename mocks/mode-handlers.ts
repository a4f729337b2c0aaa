import { delay, http, HttpResponse } from 'msw';
import errors from '../locales/ru/errors.json';
import subscriptions from '../locales/ru/subscriptions.json';
import validation from '../locales/ru/validation.json';
import { apiPath, errorResponse } from './http.ts';
import type { CallFailure } from './scenario-files.ts';
import { mockDb } from './store.ts';

const API_PREFIX = '/api/v1';

/** The text the server gives for a status, for a failure whose scenario names none. */
export function serverMessageFor(status: number): string {
  switch (status) {
    case 400:
      return errors.server.malformedJson;
    case 401:
      return errors.server.unauthorized;
    case 403:
      return subscriptions.errors.required;
    case 404:
      return errors.server.notFound;
    case 422:
      return validation.required;
    default:
      return errors.server.internal;
  }
}

/** Whether "GET /budget/:id" (or "* /user/*") names this request. */
export function callMatches(call: string, method: string, url: string): boolean {
  const [callMethod, callPath] = call.split(' ');
  if (callMethod !== '*' && callMethod.toUpperCase() !== method.toUpperCase()) return false;
  const pathname = new URL(url).pathname;
  const at = pathname.indexOf(`${API_PREFIX}/`);
  if (at < 0) return false;
  const wanted = callPath.split('/').filter(Boolean);
  const actual = pathname
    .slice(at + API_PREFIX.length)
    .split('/')
    .filter(Boolean);
  for (let i = 0; i < wanted.length; i += 1) {
    if (wanted[i] === '*') return true;
    if (i >= actual.length) return false;
    if (!wanted[i].startsWith(':') && wanted[i] !== actual[i]) return false;
  }
  return wanted.length === actual.length;
}

function failureResponse(failure: CallFailure) {
  const message = failure.message ?? serverMessageFor(failure.status);
  return errorResponse(failure.status, message, [
    failure.field ? { text: message, field: failure.field } : { text: message },
  ]);
}

/**
 * Mock mode in the browser only (the component tests keep their strict unhandled-request check):
 * first the scenario's network and failures, which fall through to the real handlers when they
 * have nothing to say…
 */
export const scenarioOverlayHandlers = [
  http.all(apiPath('/*'), async ({ request }) => {
    if (mockDb.network === 'offline') return HttpResponse.error();
    if (mockDb.network === 'slow') await delay(mockDb.delayMs);
    const failure = mockDb.failures.find(
      (candidate) =>
        (candidate.times === undefined || candidate.used < candidate.times) &&
        callMatches(candidate.call, request.method, request.url),
    );
    if (!failure) return undefined;
    failure.used += 1;
    return failureResponse(failure);
  }),
];

/** …and last, like the server, a 404 for any other path under /api/v1, so no call leaves the page. */
export const unknownRouteHandlers = [http.all(apiPath('/*'), () => errorResponse(404, errors.server.routeNotFound))];
