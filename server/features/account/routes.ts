import type { FastifyInstance } from 'fastify';
import authRoutes from './auth-routes.ts';
import { accountDepsOf } from './deps.ts';
import type { Argon2Cost } from './passwords.ts';
import passwordRoutes from './password-routes.ts';
import profileRoutes from './profile-routes.ts';
import { moveUserpicsIntoStore } from './profile.ts';
import { deleteExpired } from './repository.ts';
import userpicRoutes from './userpic-routes.ts';

export interface AccountRoutesOptions {
  publicUrl: string;
  /** Test-only: a cheaper Argon2 cost. Production never sets it and hashes at OWASP's minimum. */
  passwordCost?: Argon2Cost;
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Every account call of api.md, under /api/v1. */
export default async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const deps = accountDepsOf(app, options);

  await app.register(authRoutes, { deps });
  await app.register(passwordRoutes, { deps });
  await app.register(profileRoutes, { deps });
  await app.register(userpicRoutes, { deps });

  app.addHook('onReady', async () => {
    deps.background(async () => {
      await moveUserpicsIntoStore(deps);
    });
  });

  // Expired codes, restore tokens and sessions are useless; clear them now and then.
  const timer = setInterval(() => {
    deleteExpired(app.db, app.clock.now().toISOString()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping expired account rows failed'),
    );
  }, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
