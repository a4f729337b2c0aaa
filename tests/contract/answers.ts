import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RequestHandler } from 'msw';
import { randomClientIp } from '../support/accounts.ts';

/** What a client sees of an answer: the status and the body (JSON parsed, anything else by type). */
export interface Answer {
  status: number;
  body: unknown;
}

async function readAnswer(status: number, contentType: string | null, text: () => Promise<string>): Promise<Answer> {
  const raw = await text();
  if (contentType?.includes('json')) return { status, body: raw === '' ? null : (JSON.parse(raw) as unknown) };
  // A non-JSON answer (a file, a page) compares by its type only.
  return { status, body: { nonJsonContentType: contentType?.split(';')[0] ?? '' } };
}

/** The first handler of the list that answers, as msw does in the browser and in tests. */
export async function answerFromHandlers(
  handlers: readonly RequestHandler[],
  request: Request,
): Promise<{ answer: Answer; handler: RequestHandler }> {
  for (const handler of handlers) {
    const result = await handler.run({ request: request.clone(), requestId: randomUUID() });
    if (!result?.response) continue;
    const response = result.response;
    if (response.type === 'error') return { answer: { status: 0, body: null }, handler };
    return {
      answer: await readAnswer(response.status, response.headers.get('content-type'), () => response.text()),
      handler,
    };
  }
  throw new Error(`no mock handler answers ${request.method} ${request.url}`);
}

/** A browser's cookie store for one server, as far as the session cookie goes. */
export class CookieJar {
  cookies = new Map<string, string>();

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(setCookies: Array<{ name: string; value: string; maxAge?: number; expires?: Date }>): void {
    for (const cookie of setCookies) {
      const expired =
        cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/** The same request sent to the real server built in-process, with the jar's cookies. */
export async function answerFromServer(
  app: FastifyInstance,
  request: Request,
  jar: CookieJar,
  clientIp = randomClientIp(),
) {
  const url = new URL(request.url);
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  const cookie = jar.header();
  if (cookie) headers.cookie = cookie;
  headers['x-forwarded-for'] = clientIp;
  const payload = request.body ? Buffer.from(await request.clone().arrayBuffer()) : undefined;
  const response = await app.inject({
    method: request.method as 'GET',
    url: url.pathname + url.search,
    headers,
    ...(payload ? { payload } : {}),
  });
  jar.take(response.cookies);
  const contentType = response.headers['content-type'];
  return readAnswer(
    response.statusCode,
    typeof contentType === 'string' ? contentType : null,
    async () => response.body,
  );
}
