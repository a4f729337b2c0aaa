import type { Journey } from './journey.ts';

/**
 * A member's call of the journey's product, as the app makes it (same origin, the session cookie):
 * what a journey sets up before the browser comes in. JSON in and out, or a FormData upload.
 */
export function productApi(journey: Journey) {
  return async (user: { cookie: string }, method: string, route: string, body?: unknown) => {
    const response = await fetch(`${journey.product.url}/api/v1${route}`, {
      method,
      headers: {
        cookie: user.cookie,
        origin: journey.product.url,
        ...(body instanceof FormData || !body ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
}
