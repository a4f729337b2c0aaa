import { hash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { staleLoginRefusal } from '../../src/contract/profile-rules.ts';
import type { WeddingRole } from '../../src/contract/session.ts';
import type { Config } from '../config.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { HttpError, refuseWith } from '../lib/http-error.ts';
import { t } from '../lib/i18n.ts';
import { sessionsRepository, type SessionLookup } from '../features/account/public.ts';

export const SESSION_COOKIE = 'session';
/** A session lives this long after its last use (sliding expiry). */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Expiry is pushed forward at most once per this interval, so reads do not write on every call. */
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;
/** However often it is used, a session ends this long after the login that started it. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null; set for every request before its handler runs. */
    userId: string | null;
    /** The signed-in user's wedding, whose plan the planning routes work on; null without one. */
    weddingId: string | null;
    /** The signed-in user's role in that wedding (owner, partner, helper); null without one. */
    weddingRole: WeddingRole | null;
    /** Hash of this request's session token, for ending "all other" sessions. */
    sessionTokenHash: string | null;
    /** When the login that started this request's session happened (ms since the epoch), or null. */
    loggedInAt: number | null;
    /**
     * The signed-in user's row with their wedding and its subscription, as it was when the request arrived (null
     * without a session): for the planning guard and whoami. A handler that changes the user
     * reads the user again.
     */
    sessionRow: SessionLookup | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 otherwise. */
    requireUser: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
    /** preHandler after requireUser for what needs a fresh login (deleting the account): 403 otherwise. */
    requireRecentLogin: (request: FastifyRequest) => Promise<void>;
    /** Starts a new session for the user (a fresh token every time), ending the request's old one, and sets its cookie. */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>;
    /** Ends this request's session, if any, and clears the cookie. */
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * The value of the session cookie in a Cookie header, or undefined: only that one cookie is looked
 * at, so a request does not pay for parsing every cookie of the site. Tokens are base64url, which
 * cookies carry as they are; anything else is not one of our tokens.
 */
export function sessionTokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== SESSION_COOKIE) continue;
    // The first one counts, as with the cookie parser @fastify/cookie uses.
    const token = pair.slice(equals + 1).trim();
    return /^[\w-]{1,128}$/.test(token) ? token : undefined;
  }
  return undefined;
}

/** The token's SHA-256 in hex; one-shot `hash`, as every signed-in request pays for it (no Hash object). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/**
 * Cookie sessions: a random 256-bit token in an HttpOnly, SameSite=Lax cookie (Secure under https);
 * the database keeps only its SHA-256, so a leaked database cannot be replayed as sessions.
 */
async function sessions(app: FastifyInstance, options: { config: Config; clock?: Clock }) {
  const clock = options.clock ?? systemClock;
  // Setting and clearing the cookie only: the onRequest hook below reads the one cookie it needs.
  await app.register(cookie, { hook: false });
  const secure = options.config.publicUrl.startsWith('https://');
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };

  app.decorateRequest('userId', null);
  app.decorateRequest('weddingId', null);
  app.decorateRequest('weddingRole', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('loggedInAt', null);
  app.decorateRequest('sessionRow', null);

  const resumeSession = async (request: FastifyRequest, token: string) => {
    const tokenHash = hashToken(token);
    const session = await sessionsRepository.findSession(app.db, tokenHash);
    if (!session) return;
    const now = clock.now().getTime();
    // A session is created by a login and never renewed, so its creation is the login's time.
    const loggedInAt = Date.parse(session.session_created_at);
    const endsAt = loggedInAt + SESSION_ABSOLUTE_LIFETIME_MS;
    const expiresAt = Math.min(Date.parse(session.session_expires_at), endsAt);
    if (expiresAt <= now) {
      await sessionsRepository.endSessions(app.db, { tokenHash });
      return;
    }
    if (expiresAt - now < SESSION_LIFETIME_MS - SLIDE_AFTER_MS && expiresAt < endsAt) {
      await sessionsRepository.setSessionExpiry(
        app.db,
        tokenHash,
        new Date(Math.min(now + SESSION_LIFETIME_MS, endsAt)).toISOString(),
      );
    }
    request.userId = session.id;
    request.weddingId = session.wedding_id;
    request.weddingRole = session.wedding_role;
    request.sessionTokenHash = tokenHash;
    request.loggedInAt = loggedInAt;
    request.sessionRow = session;
  };

  // A callback hook: a request without our cookie (files, the health check) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = sessionTokenOf(request.headers.cookie);
    if (!token) return done();
    resumeSession(request, token).then(() => done(), done);
  });

  // A callback hook too: whoami and the account routes pass here, and an async hook's promise cost
  // more than the check.
  app.decorate('requireUser', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    done(request.userId ? undefined : new HttpError(401, t('errors:server.unauthorized')));
  });

  app.decorate('requireRecentLogin', async (request: FastifyRequest) => {
    refuseWith(staleLoginRefusal(request.loggedInAt, clock.now()));
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
    request.weddingId = null;
    request.weddingRole = null;
    request.sessionTokenHash = null;
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  });
}

export default fp(sessions, { name: 'sessions', dependencies: ['database'] });
