import {
  RESTORE_TOKEN_MINUTES,
  type CheckPasswordRequest,
  type RestorePasswordRequest,
} from '../../../src/contract/account.ts';
import { fieldError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { hashRestoreToken, newRestoreToken } from './codes.ts';
import type { AccountDeps } from './deps.ts';
import { normalizeEmail } from './emails.ts';
import { restoreMail } from './mails.ts';
import { checkNewPassword } from './password-rules.ts';
import * as repository from './repository.ts';

/**
 * Starts a password restore. The answer is the same, and as quick, for every address: a known one
 * gets its token and mail after the answer has gone.
 */
export async function requestRestore(deps: AccountDeps, input: RestorePasswordRequest, client: string): Promise<void> {
  const email = normalizeEmail(input.email);
  await deps.limits.consume([
    ['restore-client', client],
    ['restore-address', email],
    ['mail-address', email],
  ]);
  deps.background(async () => {
    const user = await repository.findUserByEmail(deps.db, email);
    if (!user) return;
    const token = newRestoreToken();
    const now = deps.clock.now();
    await repository.replaceResetToken(deps.db, {
      userId: user.id,
      tokenHash: hashRestoreToken(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESTORE_TOKEN_MINUTES * 60_000).toISOString(),
    });
    await deps.mail.send(restoreMail(user.email, token, deps.publicUrl));
  });
}

/**
 * Sets a new password with a restore token. The token is spent, every session of the account ends
 * (the caller then starts a new one), and an account never confirmed counts as confirmed: the
 * token proves the mailbox just as a code does. Answers the user's id.
 */
export async function completeRestore(deps: AccountDeps, input: CheckPasswordRequest, client: string): Promise<string> {
  const email = normalizeEmail(input.email);
  await deps.limits.consume([
    ['check-password-client', client],
    ['check-password-address', email],
  ]);
  await checkNewPassword(
    input.password,
    input.passwordConfirm,
    { password: 'password', confirm: 'passwordConfirm' },
    email,
  );
  const passwordHash = await deps.passwords.hash(input.password);
  const tokenHash = hashRestoreToken(input.token.trim());
  const now = deps.clock.now();

  const userId = await deps.db.transaction().execute(async (trx) => {
    const token = await repository.findResetToken(trx, tokenHash);
    if (!token || token.email !== email || Date.parse(token.expires_at) <= now.getTime()) return null;
    if (!(await repository.spendResetToken(trx, tokenHash))) return null;
    const user = await repository.findUserById(trx, token.user_id);
    if (!user) return null;
    await repository.updateUser(trx, user.id, {
      password_hash: passwordHash,
      activated_at: user.activated_at ?? now.toISOString(),
      updated_at: now.toISOString(),
    });
    await repository.deleteResetTokensOfUser(trx, user.id);
    await repository.deleteConfirmationCode(trx, user.id);
    await repository.endSessions(trx, { userId: user.id });
    return user.id;
  });
  if (!userId) throw fieldError('token', t('auth:server.wrongRestoreToken'));
  return userId;
}
