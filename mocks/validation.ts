import validation from '../locales/ru/validation.json';
import { EMAIL_PATTERN, type FieldMessage } from '../src/contract/validation.ts';
import { errorResponse } from './http.ts';

/** What a field must be, as the server's schemas check it (spec section 5). */
export interface FieldRule {
  required?: boolean;
  email?: boolean;
  min?: number;
  max?: number;
}

const pluralOf = new Intl.PluralRules('ru');

/** The too-short message with the minimum, in the plural form the number takes (as i18next picks it). */
function tooShort(min: number): string {
  const form = pluralOf.select(min) as 'one' | 'few' | 'many' | 'other';
  return validation[`stringMinCount_${form}`].replace('{{count}}', String(min));
}

/** One message per bad field, the first failed check of each, in the server's order. */
export function fieldProblems(body: Record<string, unknown>, rules: Record<string, FieldRule>): FieldMessage[] {
  const problems: FieldMessage[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const value = body[field];
    if (value === undefined || value === null || value === '') {
      if (rule.required) problems.push({ field, text: validation.required });
      continue;
    }
    if (typeof value !== 'string') problems.push({ field, text: validation.other });
    else if (rule.email && !EMAIL_PATTERN.test(value)) problems.push({ field, text: validation.email });
    else if (rule.min !== undefined && value.length < rule.min) problems.push({ field, text: tooShort(rule.min) });
    else if (rule.max !== undefined && value.length > rule.max) problems.push({ field, text: validation.stringMax });
  }
  return problems;
}

/** The 422 answer of the server for bad fields (api.md, "Errors"). */
export function validationFailed(problems: FieldMessage[]) {
  return errorResponse(422, problems[0].text, problems);
}

/** A JSON body as an object, or null when it is not one. */
export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}
