import { RECENT_LOGIN_MINUTES, type ChangePasswordRequest, type ProfileDateProblem } from './account.ts';
import type { CatalogueText, FieldProblem, Refusal } from './rule-problem.ts';
import type { WeddingRole } from './session.ts';
import type { FieldMessage } from './validation.ts';

/*
 * The profile's rules, shared by the server (server/features/account) and the mock so both answer
 * alike: who may change the wedding's answers, how refused dates read, and the old password's check.
 */

/** The wizard's answers are the wedding's: changing them needs a wedding (403) and a role beyond helper (403). */
export function answersChangeRefusal(changes: boolean, role: WeddingRole | null | undefined): Refusal | null {
  if (!changes) return null;
  if (!role) return { status: 403, key: 'errors:server.noWedding' };
  return role === 'helper' ? { status: 403, key: 'errors:server.helperReadOnly' } : null;
}

/** Deleting the account takes a login of the last RECENT_LOGIN_MINUTES: an older one is asked for the password again (403). */
export function staleLoginRefusal(loggedInAt: number | null, now: Date): Refusal | null {
  const recent = loggedInAt !== null && now.getTime() - loggedInAt <= RECENT_LOGIN_MINUTES * 60_000;
  return recent ? null : { status: 403, key: 'auth:server.loginAgain' };
}

/** Dates refused against the calendar or each other as the 422's messages, one per field (the latest date as 31.12.2030). */
export function dateProblemMessages(problems: readonly ProfileDateProblem[], words: CatalogueText): FieldMessage[] {
  return problems.map((problem) => ({
    field: problem.field,
    text: words(`validation:${problem.key}`, { date: problem.latest?.split('-').reverse().join('.') ?? '' }),
  }));
}

/** A wrong old password; once it is right (it tells nothing to someone guessing), a new one the same as it. */
export function oldPasswordProblem(oldRight: boolean, input: ChangePasswordRequest): FieldProblem | null {
  if (!oldRight) return { field: 'old-password', key: 'auth:server.wrongOldPassword' };
  if (input['new-password'] !== input['old-password']) return null;
  return { field: 'new-password', key: 'validation:samePassword' };
}
