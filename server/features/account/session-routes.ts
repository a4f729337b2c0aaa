import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { loadSessionUser } from './session-user.ts';

/**
 * Signs the user in on this browser with a new session token; a session the request already had
 * (perhaps of another account) ends, so a token planted before login is worth nothing after it.
 */
export async function signIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string) {
  if (request.sessionTokenHash) {
    await app.db.deleteFrom('sessions').where('token_hash', '=', request.sessionTokenHash).execute();
  }
  await app.startSession(reply, userId);
  return sessionUserOrUnauthorized(app, userId);
}

export async function sessionUserOrUnauthorized(app: FastifyInstance, userId: string) {
  const user = await loadSessionUser(app.db, userId);
  if (!user) throw new HttpError(401, t('errors:server.unauthorized'));
  return user;
}
