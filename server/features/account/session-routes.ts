import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { loadSessionUser } from './session-user.ts';

/** Signs the user in on this browser with a new session token (the request's old session ends). */
export async function signIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string) {
  await app.startSession(request, reply, userId);
  return sessionUserOrUnauthorized(app, userId);
}

export async function sessionUserOrUnauthorized(app: FastifyInstance, userId: string) {
  const user = await loadSessionUser(app.db, userId, app.clock.now());
  if (!user) throw new HttpError(401, t('errors:server.unauthorized'));
  return user;
}
