import type { ChangePasswordRequest } from '../../../src/contract/account.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { AccountDeps } from './deps.ts';
import { passwordChangedMail } from './mails.ts';
import { newPasswordProblems, throwFieldProblems } from './password-rules.ts';
import { oldPasswordProblem } from '../../../src/contract/profile-rules.ts';
import * as repository from './repository.ts';

/**
 * Changes the signed-in user's password after checking the old one, and ends the user's other
 * sessions (all but the current one): whoever else was signed in with the old password is out.
 */
export async function changePassword(
  deps: AccountDeps,
  session: { userId: string; tokenHash: string | null },
  input: ChangePasswordRequest,
): Promise<void> {
  const { userId } = session;
  await deps.limits.consume([['change-password-user', userId]]);
  // The user with their wedding's answers: the couple's names are no password.
  const user = await repository.findSessionUserRow(deps.db, userId);
  if (!user) throw new HttpError(401, t('errors:server.unauthorized'));
  const problems = await newPasswordProblems(
    input['new-password'],
    input['new-password-confirm'],
    { password: 'new-password', confirm: 'new-password-confirm' },
    user.email,
    [user.bride_name, user.groom_name],
  );
  const old = oldPasswordProblem(await deps.passwords.verify(input['old-password'], user.password_hash), input);
  if (old) problems.unshift({ field: old.field, text: t(old.key) });
  throwFieldProblems(problems);
  const passwordHash = await deps.passwords.hash(input['new-password']);
  await deps.db.transaction().execute(async (trx) => {
    await repository.updateUser(trx, userId, {
      password_hash: passwordHash,
      updated_at: deps.clock.now().toISOString(),
    });
    // A restore link mailed earlier would otherwise still set a password over this one.
    await repository.deleteResetTokensOfUser(trx, userId);
    await repository.endSessions(trx, { userId, exceptTokenHash: session.tokenHash });
  });
  // Confirmed by mail after the answer: a change the owner did not make is learnt at once.
  deps.background(async () => {
    await deps.mail.send(passwordChangedMail(user.email, deps.publicUrl));
  });
}
