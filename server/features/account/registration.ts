import { createHash } from 'node:crypto';
import {
  CONFIRMATION_CODE_ATTEMPTS,
  CONFIRMATION_CODE_MINUTES,
  type RegisterRequest,
  type RegisterResponse,
} from '../../../src/contract/account.ts';
import type { UserRow } from '../../db/database.ts';
import { fieldError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { hashConfirmationCode, newConfirmationCode, newUserId, newWeddingId, sameHash } from './codes.ts';
import type { AccountDeps } from './deps.ts';
import { normalizeEmail } from './emails.ts';
import { alreadyRegisteredMail, confirmationMail, pendingConflictMail } from './mails.ts';
import { checkNewPassword } from './password-rules.ts';
import * as repository from './repository.ts';

/**
 * What registration answers for an address that already has an active account: an id shaped like
 * a real one, stable for that account (so registering twice gives the same answer as for a pending
 * account), but belonging to nobody. Derived from the password hash, which only the database holds.
 */
function decoyUserId(user: UserRow): string {
  const digest = createHash('sha256').update(`decoy:${user.id}:${user.password_hash}`).digest('base64url');
  return `u_${digest.slice(0, 22)}`;
}

/**
 * Sends mail after the answer has gone (as restore does): how long a mail server takes must not
 * tell a caller whether an address or an id belongs to someone. A failure is logged, not answered.
 */
function mailLater(deps: AccountDeps, message: () => MailMessage) {
  deps.background(async () => {
    await deps.mail.send(message());
  });
}

/**
 * Replaces the user's code with a new one and mails it (registration, resend, the support desk).
 * The routes run it after answering; the support desk awaits it.
 */
export async function issueConfirmationCode(deps: AccountDeps, user: { id: string; email: string }) {
  const code = newConfirmationCode();
  const now = deps.clock.now();
  await repository.replaceConfirmationCode(deps.db, {
    userId: user.id,
    codeHash: hashConfirmationCode(user.id, code),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CONFIRMATION_CODE_MINUTES * 60_000).toISOString(),
  });
  await deps.mail.send(confirmationMail(user.email, code));
}

/**
 * Registers a new address. A sign-up never sets the password of an account that exists, confirmed
 * or not (a stranger could otherwise register over an address awaiting confirmation and have the
 * owner confirm the stranger's password with the newest code). Instead the owner hears by mail:
 * - active account: a notice with the restore link;
 * - awaiting confirmation, the same password again (the owner lost the code): a new code, at most
 *   once a minute, confirming the password already stored;
 * - awaiting confirmation, another password: the pending code is cancelled and the owner is told
 *   to set a password through restore, which proves the mailbox. Neither password is confirmed by
 *   a code then, so whoever registered the address first (perhaps not its owner) cannot have their
 *   password confirmed by the owner either.
 * Every case runs one Argon2 computation and answers an id of the same shape, so neither the
 * answer nor its time tells whether or how an address is registered.
 */
export async function register(deps: AccountDeps, input: RegisterRequest, client: string): Promise<RegisterResponse> {
  const email = normalizeEmail(input.email);
  await deps.limits.consume([['register-client', client]]);
  // A password refused here sends no mail and stores nothing, so it does not count against the
  // address: a newcomer trying a few passwords is never locked out by the refusals themselves.
  await checkNewPassword(
    input.password,
    input['password-confirm'],
    { password: 'password', confirm: 'password-confirm' },
    email,
  );
  await deps.limits.consume([
    ['register-address', email],
    ['mail-address', email],
  ]);

  const existing = await repository.findUserByEmail(deps.db, email);
  if (existing?.activated_at) {
    await deps.passwords.hash(input.password);
    const userId = decoyUserId(existing);
    await deps.limits.count('resend-user', userId);
    mailLater(deps, () => alreadyRegisteredMail(email, deps.publicUrl));
    return { userId };
  }
  if (existing) {
    const samePassword = await deps.passwords.verify(input.password, existing.password_hash);
    deps.background(() => repeatPendingRegistration(deps, existing, samePassword));
    return { userId: existing.id };
  }

  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.clock.now().toISOString();
  const userId = newUserId();
  try {
    // The newcomer's own wedding, they its owner, in the transaction that makes the account.
    await deps.db.transaction().execute(async (trx) => {
      await repository.insertUser(trx, {
        id: userId,
        email,
        password_hash: passwordHash,
        is_show_advice: 0,
        is_show_init_wizard: 1,
        created_at: now,
        updated_at: now,
      });
      await repository.insertWedding(trx, { id: newWeddingId(), ownerId: userId, now });
    });
  } catch (error) {
    // The same address registered by a parallel request a moment ago: answer as for a repeat.
    const raced = await repository.findUserByEmail(deps.db, email);
    if (!raced) throw error;
    return raced.activated_at ? { userId: decoyUserId(raced) } : { userId: raced.id };
  }
  // The registration's own mail starts the once-a-minute resend timer.
  await deps.limits.count('resend-user', userId);
  deps.background(() => issueConfirmationCode(deps, { id: userId, email }));
  return { userId };
}

/**
 * A sign-up of an address awaiting confirmation: see register(). The stored password stays. Runs
 * after the answer, so its writes and mail take no time a caller could measure.
 */
async function repeatPendingRegistration(deps: AccountDeps, user: UserRow, samePassword: boolean) {
  if (!samePassword) {
    await repository.deleteConfirmationCode(deps.db, user.id);
    await deps.mail.send(pendingConflictMail(user.email, deps.publicUrl));
    return;
  }
  // Within a minute of the last code the owner already has a fresh one; a 429 here would tell a
  // stranger that the address is registered, so the answer stays the same and no mail goes.
  if (await deps.limits.allow('resend-user', user.id)) await issueConfirmationCode(deps, user);
}

/**
 * Mails a new code to an account awaiting confirmation; any other id gets the same empty answer,
 * after the same work: the code and its mail come after the answer for a real id too.
 */
export async function resendCode(deps: AccountDeps, userId: string, client: string): Promise<void> {
  await deps.limits.consume([
    ['resend-client', client],
    ['resend-user', userId],
    ['mail-user', userId],
  ]);
  const user = await repository.findUserById(deps.db, userId);
  if (!user || user.activated_at) return;
  deps.background(() => issueConfirmationCode(deps, user));
}

/**
 * Confirms an account with its code. Wrong, expired and spent codes, and ids of nobody, all get
 * one message, so that an id from registration tells nothing about its address.
 */
export async function activate(deps: AccountDeps, input: { userId: string; code: string }, client: string) {
  await deps.limits.consume([
    ['activate-client', client],
    ['activate-user', input.userId],
  ]);
  const now = deps.clock.now();
  const activated = await deps.db.transaction().execute(async (trx) => {
    const code = await repository.takeConfirmationAttempt(trx, input.userId, CONFIRMATION_CODE_ATTEMPTS);
    if (!code || Date.parse(code.expires_at) <= now.getTime()) return false;
    if (!sameHash(code.code_hash, hashConfirmationCode(input.userId, input.code.replace(/\s+/g, '')))) return false;
    await repository.deleteConfirmationCode(trx, input.userId);
    const user = await repository.findUserById(trx, input.userId);
    if (!user) return false;
    if (!user.activated_at) {
      await repository.updateUser(trx, input.userId, {
        activated_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
    }
    return true;
  });
  if (!activated) throw fieldError('code', t('auth:server.wrongCode'));
}
