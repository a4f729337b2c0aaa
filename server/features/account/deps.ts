import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { UploadStore } from '../../plugins/uploads.ts';
import type { PasswordHasher } from './passwords.ts';

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
