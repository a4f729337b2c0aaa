import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DAY_PAGE_BASE, DayTokenParams } from '../../../src/contract/wedding-day.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sendTokenPage } from '../../lib/token-page.ts';
import { readByToken, type TokenReadRules } from '../../plugins/rate-limit.ts';
import { dayPage, notFoundPage } from './page.ts';
import * as day from './service.ts';

/*
 * The day's public page at /day/{token}: no session, the token in the address is the key; read
 * only, limited per client like the invitations' pages.
 */

interface Options {
  publicUrl: string;
}

const hidden = { schema: { hide: true } };
const READ_RULES: TokenReadRules = { found: 'day-read-client', wrong: 'day-wrong-token-client' };

export async function dayPageRoutes(fastify: FastifyInstance, options: Options) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps: day.DayDeps = { db: fastify.db, now: () => fastify.clock.now(), publicUrl: options.publicUrl };

  app.get(`${DAY_PAGE_BASE}:token`, { schema: { hide: true, params: DayTokenParams } }, async (request, reply) => {
    const client = fastify.rateLimit.clientKey(request);
    try {
      const page = await readByToken(fastify.rateLimit, client, READ_RULES, () =>
        day.readByToken(deps, request.params.token),
      );
      return sendTokenPage(reply, 200, dayPage(page));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return sendTokenPage(reply, 404, notFoundPage());
      throw error;
    }
  });
  app.get(`${DAY_PAGE_BASE}*`, hidden, (_request, reply) => sendTokenPage(reply, 404, notFoundPage()));
  app.get('/day', hidden, (_request, reply) => sendTokenPage(reply, 404, notFoundPage()));
}
