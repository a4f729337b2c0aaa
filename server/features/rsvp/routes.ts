import { rsvpRoutes } from '../../../src/contract/rsvp-routes.ts';
import { declaredRoutes } from '../../lib/declared-routes.ts';
import { answer, depsOf, erase, limitAnswer, readLimited, type Options } from './household.ts';

/*
 * A household's side of the invitation: no session, the token in the address is the key. The JSON
 * calls live under /api/v1 (the same-origin check covers their POST); the page at /rsvp/{token}
 * (page-routes.ts) answers with a plain form posted to itself. Reads are limited per
 * client, answers per invitation and per client.
 */

/** GET and POST /api/v1/rsvp/{token}. */
export const rsvpApiRoutes = declaredRoutes(rsvpRoutes, (app, options: Options) => {
  const deps = depsOf(app, options);
  return {
    read: async (request, reply) => {
      const { page } = await readLimited(app, deps, request, request.params.token);
      void reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return page;
    },
    answer: async (request) => {
      await limitAnswer(app, request, request.params.token);
      await answer(app, deps, request.params.token, request.body);
      return {};
    },
    erase: async (request) => {
      await limitAnswer(app, request, request.params.token);
      await erase(app, deps, options, request.params.token);
      return {};
    },
  };
});
