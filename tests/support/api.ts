import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomClientIp } from './accounts.ts';

export interface ApiCallOptions {
  cookie?: string;
  /** The client's address (X-Forwarded-For); a random one unless given. */
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * Calls /api/v1 of an in-process server as a browser on its own address would: each call from a
 * random client address unless one is given, so per-client rate limits only bite where a test
 * means them to.
 */
export function apiClient(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    payload?: unknown,
    options: ApiCallOptions = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        'x-forwarded-for': options.ip ?? randomClientIp(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(payload === undefined ? {} : { payload: payload as string | object }),
    });
  return {
    get: (url: string, options?: ApiCallOptions) => call('GET', url, undefined, options),
    post: (url: string, payload: unknown, options?: ApiCallOptions) => call('POST', url, payload, options),
    patch: (url: string, payload: unknown, options?: ApiCallOptions) => call('PATCH', url, payload, options),
    delete: (url: string, options?: ApiCallOptions) => call('DELETE', url, undefined, options),
  };
}

/** The error texts of an answer, field by field, as the app shows them under inputs. */
export function fieldMessages(response: LightMyRequestResponse): Record<string, string> {
  const body = response.json() as { ui?: { messages: Array<{ text: string; field?: string }> } };
  return Object.fromEntries((body.ui?.messages ?? []).map((m) => [m.field ?? '', m.text]));
}
