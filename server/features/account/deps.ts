import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { UploadStore } from '../../plugins/uploads.ts';
import { createPasswordHasher, type Argon2Cost, type PasswordHasher } from './passwords.ts';

/** What the account services work with; the routes hand them the server's own. */
export interface AccountDeps {
  db: Kysely<Database>;
  engine: Engine;
  clock: Clock;
  passwords: PasswordHasher;
  mail: Mailer;
  limits: RateLimiter;
  uploads: UploadStore;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Runs work after the answer is sent (mail whose timing must not tell anything); awaited on close. */
  background: (task: () => Promise<void>) => void;
}

/** The account services' dependencies, taken from a built server (its routes and the support CLI). */
export function accountDepsOf(
  app: FastifyInstance,
  options: { publicUrl: string; passwordCost?: Argon2Cost },
): AccountDeps {
  return {
    db: app.db,
    engine: app.dbEngine,
    clock: app.clock,
    passwords: createPasswordHasher(options.passwordCost),
    mail: app.mail,
    limits: app.rateLimit,
    uploads: app.uploads,
    publicUrl: options.publicUrl,
    log: app.log,
    background: (task) => app.background.run(task),
  };
}

/**
 * The dependencies for one request whose mail carries links (restore, sign-up notices, password
 * changed): with PUBLIC_URL unset they name the address the request came to when that is a local
 * one, else PUBLIC_URL's default (server/plugins/link-base.ts). Mail sent after the answer keeps them.
 */
export function withMailLinksOf(deps: AccountDeps, request: FastifyRequest): AccountDeps {
  return { ...deps, publicUrl: request.mailLinkBase };
}
