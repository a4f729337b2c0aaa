import type { FieldMessage } from '../../../src/contract/validation.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { isCommonPassword } from './common-passwords.ts';
import { spellingsOf } from './wedding-words.ts';

/** What an attacker guesses first for an address: the address, its local part and its pieces. */
function addressWords(email: string | undefined): string[] {
  if (!email) return [];
  const local = email.slice(0, email.lastIndexOf('@'));
  return [email, local, ...local.split(/[._+-]+/).filter((part) => part.length >= 3)];
}

/*
 * zxcvbn's dictionaries take a second or more of CPU to build, which every process start paid (a
 * command of the support CLI as well). They are loaded at the first new password instead.
 */
let strength: Promise<typeof import('./password-strength.ts')> | undefined;
const loadStrength = () => (strength ??= import('./password-strength.ts'));

/** Why a password is too easy to guess, as a message key, or null. */
async function guessableReason(password: string, email: string | undefined, names: string[]) {
  const folded = password.normalize('NFC').toLowerCase();
  if (folded.trim() === '') return 'blankPassword' as const;
  if (/^(.)\1*$/su.test(folded)) return 'weakPasswordRepeat' as const;
  const words = addressWords(email?.toLowerCase());
  if (words.some((word) => folded === word || (word.length >= 4 && folded.includes(word)))) {
    return 'weakPasswordEmail' as const;
  }
  if (isCommonPassword(password)) return 'commonPassword' as const;
  const { weakPasswordReason } = await loadStrength();
  return weakPasswordReason(password, [...words, ...names.flatMap(spellingsOf)]);
}

/**
 * The rules a new password meets beyond its length (which the JSON schema checks): not blank, not
 * one character repeated, not the account's address, not one of the most common passwords, not
 * easy to guess by zxcvbn (see password-strength.ts), not only wedding words or the couple's
 * `names` with a number, and typed the same twice. Answers one message per bad field, each saying why.
 */
export async function newPasswordProblems(
  password: string,
  confirmation: string,
  fields: { password: string; confirm: string },
  email?: string,
  names: Array<string | null> = [],
): Promise<FieldMessage[]> {
  const problems: FieldMessage[] = [];
  const known = names.filter((name): name is string => Boolean(name?.trim()));
  const guessable = await guessableReason(password, email, known);
  if (guessable) problems.push({ field: fields.password, text: t(`validation:${guessable}`) });
  if (confirmation !== password) problems.push({ field: fields.confirm, text: t('validation:passwordsDiffer') });
  return problems;
}

export function throwFieldProblems(problems: FieldMessage[]): void {
  if (problems.length > 0) throw new HttpError(422, problems[0].text, problems);
}

export async function checkNewPassword(
  password: string,
  confirmation: string,
  fields: { password: string; confirm: string },
  email?: string,
): Promise<void> {
  throwFieldProblems(await newPasswordProblems(password, confirmation, fields, email));
}
