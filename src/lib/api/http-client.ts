import axios, { type AxiosInstance } from 'axios';
import { API_BASE } from './api-base.ts';
import { withIdempotencyKey } from './idempotency-key.ts';

export { API_BASE };

/** The one HTTP client of the app: JSON to /api/v1, the session cookie sent, no time-out (spec 9). */
export function createHttpClient(): AxiosInstance {
  const http = axios.create({
    baseURL: API_BASE,
    withCredentials: true,
    timeout: 0,
    headers: { Accept: 'application/json' },
  });
  // Each create call with a key of its own (src/lib/api/idempotency-key.ts).
  http.interceptors.request.use(withIdempotencyKey);
  return http;
}

/** A short label of a call for notices: 'POST /budget'. */
export function callLabel(method: string | undefined, url: string | undefined): string {
  return `${(method ?? 'get').toUpperCase()} ${url ?? ''}`;
}
