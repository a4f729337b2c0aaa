import type { LoginRequest } from '../../../src/contract/account.ts';
import type { UserRow } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { AccountDeps } from './deps.ts';
import { normalizeEmail } from './emails.ts';
import * as repository from './repository.ts';

/**
 * Checks an address and password. A wrong pair is one 401 whichever half was wrong, and the hasher
 * runs once whether or not the address is known. The right password of an account that was never
 * confirmed gets 403: only someone who knows the password learns that much.
 */
export async function logIn(deps: AccountDeps, input: LoginRequest, client: string): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  await deps.limits.consume([
    ['login-client', client],
    ['login-address', email],
  ]);
  const user = await repository.findUserByEmail(deps.db, email);
  const matches = await deps.passwords.verify(input.password, user?.password_hash);
  if (!user || !matches) throw new HttpError(401, t('auth:server.wrongCredentials'));
  if (!user.activated_at) throw new HttpError(403, t('auth:server.notActivated'));
  if (deps.passwords.needsRehash(user.password_hash)) {
    // Hashed at an older, lower cost: bring it up to today's while the password is at hand.
    const passwordHash = await deps.passwords.hash(input.password);
    await repository.updateUser(deps.db, user.id, { password_hash: passwordHash });
  }
  return user;
}
