import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { t } from '../lib/i18n.ts';
import { sessionsRepository } from '../features/account/public.ts';

export const SESSION_COOKIE = 'session';
/** A session lives this long after its last use (sliding expiry). */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Expiry is pushed forward at most once per this interval, so reads do not write on every call. */
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null; set for every request before its handler runs. */
    userId: string | null;
    /** Hash of this request's session token, for ending "all other" sessions. */
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Starts a new session for the user (a fresh token every time), ending the request's old one, and sets its cookie. */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>;
    /** Ends this request's session, if any, and clears the cookie. */
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Cookie sessions: a random 256-bit token in an HttpOnly, SameSite=Lax cookie (Secure under https);
 * the database keeps only its SHA-256, so a leaked database cannot be replayed as sessions.
 */
async function sessions(app: FastifyInstance, options: { config: Config; clock?: Clock }) {
  const clock = options.clock ?? systemClock;
  await app.register(cookie);
  const secure = options.config.publicUrl.startsWith('https://');
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };

  app.decorateRequest('userId', null);
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return;
    const tokenHash = hashToken(token);
    const session = await sessionsRepository.findSession(app.db, tokenHash);
    if (!session) return;
    const now = clock.now().getTime();
    const expiresAt = Date.parse(session.expires_at);
    if (expiresAt <= now) {
      await sessionsRepository.endSessions(app.db, { tokenHash });
      return;
    }
    if (expiresAt - now < SESSION_LIFETIME_MS - SLIDE_AFTER_MS) {
      await sessionsRepository.setSessionExpiry(app.db, tokenHash, new Date(now + SESSION_LIFETIME_MS).toISOString());
    }
    request.userId = session.user_id;
    request.sessionTokenHash = tokenHash;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.userId) throw new HttpError(401, t('errors:server.unauthorized'));
  });

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    // A session the request already had (perhaps of another account) ends, so a token planted
    // before login is worth nothing after it.
    if (request.sessionTokenHash) await sessionsRepository.endSessions(app.db, { tokenHash: request.sessionTokenHash });
    const token = randomBytes(32).toString('base64url');
    const now = clock.now().getTime();
    await sessionsRepository.insertSession(app.db, {
      token_hash: hashToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_LIFETIME_MS).toISOString(),
    });
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_LIFETIME_MS / 1000 });
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionTokenHash) {
      await sessionsRepository.endSessions(app.db, { tokenHash: request.sessionTokenHash });
    }
    request.userId = null;
    request.sessionTokenHash = null;
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  });
}

export default fp(sessions, { name: 'sessions', dependencies: ['database'] });
