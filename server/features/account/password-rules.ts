import type { FieldMessage } from '../../../src/contract/validation.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * The rules a new password meets beyond its length (which the JSON schema checks): not one of the
 * most common passwords, and typed the same twice. Answers one message per bad field.
 */
export function newPasswordProblems(
  password: string,
  confirmation: string,
  fields: { password: string; confirm: string },
): FieldMessage[] {
  const problems: FieldMessage[] = [];
  if (isCommonPassword(password)) problems.push({ field: fields.password, text: t('validation:commonPassword') });
  if (confirmation !== password) problems.push({ field: fields.confirm, text: t('validation:passwordsDiffer') });
  return problems;
}

export function throwFieldProblems(problems: FieldMessage[]): void {
  if (problems.length > 0) throw new HttpError(422, problems[0].text, problems);
}

export function checkNewPassword(
  password: string,
  confirmation: string,
  fields: { password: string; confirm: string },
): void {
  throwFieldProblems(newPasswordProblems(password, confirmation, fields));
}
