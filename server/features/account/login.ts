import type { LoginRequest } from '../../../src/contract/account.ts';
import type { UserRow } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { tooManyRequests } from '../../plugins/rate-limit.ts';
import type { AccountDeps } from './deps.ts';
import { normalizeEmail } from './emails.ts';
import { issueConfirmationCode } from './registration.ts';
import * as repository from './repository.ts';

/**
 * Login limits that strangers cannot turn against the owner (ASVS prefers soft limits): only
 * failures count against an address, and once it has had 10 in 15 minutes only a client that has
 * not failed on it is still heard. A stranger who guessed wrong is refused, even with the right
 * password, while the owner's own device, which never failed, gets in. Each client also has at most
 * 10 failures per address, and 50 logins of any kind, in 15 minutes.
 */
async function checkLoginLimits(deps: AccountDeps, email: string, client: string): Promise<void> {
  await deps.limits.consume([['login-client', client]]);
  const [address, pair] = await Promise.all([
    deps.limits.peek('login-address', email),
    deps.limits.peek('login-failed-pair', `${client} ${email}`),
  ]);
  if (pair.full) throw tooManyRequests(pair.retryAfterSeconds);
  if (address.full && pair.count > 0) throw tooManyRequests(address.retryAfterSeconds);
}

async function countFailure(deps: AccountDeps, email: string, client: string): Promise<void> {
  await deps.limits.count('login-address', email);
  await deps.limits.count('login-failed-pair', `${client} ${email}`);
}

/**
 * Checks an address and password. A wrong pair is one 401 whichever half was wrong, and the hasher
 * runs once whether or not the address is known. The right password of an account that was never
 * confirmed gets 403: only someone who knows the password learns that much.
 */
export async function logIn(deps: AccountDeps, input: LoginRequest, client: string): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  await checkLoginLimits(deps, email, client);
  const user = await repository.findUserByEmail(deps.db, email);
  const matches = await deps.passwords.verify(input.password, user?.password_hash);
  if (!user || !matches) {
    await countFailure(deps, email, client);
    throw new HttpError(401, t('auth:server.wrongCredentials'));
  }
  if (!user.activated_at) {
    // The owner lost the code, or never saw it: a new one goes out (the last is still fresh within
    // a minute of it), after the answer like every account mail.
    if (await deps.limits.allow('resend-user', user.id)) deps.background(() => issueConfirmationCode(deps, user));
    throw new HttpError(403, t('auth:server.notActivated'), [], {}, { userId: user.id });
  }
  if (deps.passwords.needsRehash(user.password_hash)) {
    // Hashed at an older, lower cost: bring it up to today's while the password is at hand.
    const passwordHash = await deps.passwords.hash(input.password);
    await repository.updateUser(deps.db, user.id, { password_hash: passwordHash });
  }
  return user;
}
