import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { TObject, TSchema } from 'typebox';
import { hasWholeKopecks } from '../../contract/money.ts';
import { limitsOf } from '../../contract/schema-kit.ts';
import { EMAIL_PATTERN } from '../../contract/validation.ts';
import i18n from '../i18n.ts';

/*
 * Form rules with the messages of spec section 5 (locales/ru/validation.json), their limits read
 * from the call's contract schema (src/contract), the one the server and the mocks check with. Each
 * field lists its rules in the order a person should hear about them; Form.Item's `validateFirst`
 * shows only the first.
 */

/** The limits of one property schema as rules: length, range and the e-mail shape. */
export function limitRules(schema: TSchema): FormRule[] {
  const limits = limitsOf(schema);
  const rules: FormRule[] = [];
  if (limits.format === 'email') rules.push({ pattern: EMAIL_PATTERN, message: i18n.t('validation:email') });
  if (limits.minLength !== undefined && limits.minLength > 1) {
    const message = i18n.t('validation:stringMinCount', { count: limits.minLength });
    rules.push({ type: 'string', min: limits.minLength, message });
  }
  if (limits.maxLength !== undefined) {
    const message = i18n.t('validation:stringMaxCount', { count: limits.maxLength });
    rules.push({ type: 'string', max: limits.maxLength, message });
  }
  if (limits.minimum !== undefined) {
    rules.push({ type: 'number', min: limits.minimum, message: i18n.t('validation:numberMin') });
  }
  if (limits.maximum !== undefined) {
    rules.push({ type: 'number', max: limits.maximum, message: i18n.t('validation:numberMax') });
  }
  return rules;
}

/**
 * The rules of field `name` of a request schema: required when the schema requires it (or as
 * `required` says, for a form that asks differently than the wire, such as the wizard's names),
 * then its limits. Spaces count in passwords, so `trimmed: false` keeps a blank one "filled".
 */
export function fieldRules<S extends TObject>(
  schema: S,
  name: keyof S['properties'] & string,
  options: { required?: boolean; trimmed?: boolean } = {},
): FormRule[] {
  const required = options.required ?? (schema.required ?? []).includes(name);
  const rules = limitRules(schema.properties[name]);
  if (!required) return rules;
  const whitespace = options.trimmed ?? true;
  return [{ required: true, whitespace, message: i18n.t('validation:required') }, ...rules];
}

/** A required number (a string rule would read any number as empty). */
export function requiredNumberRule(): FormRule {
  return { required: true, type: 'number', message: i18n.t('validation:required') };
}

/** A required date: empty reads as "the date is not filled in or is wrong". */
export function requiredDateRule(): FormRule {
  return { required: true, message: i18n.t('validation:date') };
}

/** Required only while `required` holds (a field needed because another one is filled). */
export function requiredIfRule(required: boolean): RuleObject {
  return { required, message: i18n.t('validation:required') };
}

/**
 * Money as typed: at most 2 decimals, else the field says so (the server refuses it too). With
 * number inputs that neither clamp nor round (no `min`, no `precision`), what a person typed is
 * what is checked and sent, never silently turned into another amount.
 */
export function wholeKopecksRule(): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'number' && !hasWholeKopecks(value)) throw new Error(i18n.t('validation:other'));
    },
  };
}
