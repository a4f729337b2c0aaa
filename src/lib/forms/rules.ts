import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '../../contract/validation.ts';
import i18n from '../i18n.ts';

/*
 * Form rules with the messages of spec section 5 (locales/ru/validation.json) and the limits of
 * src/contract/validation.ts, the same ones the server's schemas use. Each field lists its rules in
 * the order a person should hear about them; Form.Item's `validateFirst` shows only the first.
 */

/** An empty (or blank) required field. */
export function requiredRule(): FormRule {
  return { required: true, whitespace: true, message: i18n.t('validation:required') };
}

/** A required value that is not text (a date, a choice). */
export function requiredValueRule(): FormRule {
  return { required: true, message: i18n.t('validation:required') };
}

export function emailRules(): FormRule[] {
  return [requiredRule(), { pattern: EMAIL_PATTERN, message: i18n.t('validation:email') }];
}

/** Length limits of a text: too short and too long have messages of their own. */
export function lengthRules(min: number | undefined, max?: number): FormRule[] {
  const rules: FormRule[] = [];
  if (min !== undefined)
    rules.push({ type: 'string', min, message: i18n.t('validation:stringMinCount', { count: min }) });
  if (max !== undefined) rules.push({ type: 'string', max, message: i18n.t('validation:stringMax') });
  return rules;
}

/** A required code from an e-mail (confirmation code, restore token): at least `min` characters. */
export function codeRules(min: number): FormRule[] {
  return [requiredRule(), ...lengthRules(min, TEXT_MAX_LENGTH)];
}

/** A password: 4 to 256 characters, spaces included (they are part of it). */
export function passwordRules({ required }: { required: boolean }): FormRule[] {
  const length = lengthRules(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
  return required ? [{ required: true, message: i18n.t('validation:required') }, ...length] : length;
}

/** An optional free text (names, places): only capped. */
export function textRules(): FormRule[] {
  return lengthRules(undefined, TEXT_MAX_LENGTH);
}

/** A required date: empty reads as "the date is not filled in or is wrong". */
export function requiredDateRule(): FormRule {
  return { required: true, message: i18n.t('validation:date') };
}

/** Required only while `required` holds (a field needed because another one is filled). */
export function requiredIfRule(required: boolean): RuleObject {
  return { required, message: i18n.t('validation:required') };
}
