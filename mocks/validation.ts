import type { Static, TSchema } from 'typebox';
import validation from '../locales/ru/validation.json';
import { fieldMessages } from '../src/contract/field-messages.ts';
import { checkAgainst } from '../src/contract/schema-check.ts';
import type { FieldProblem, Refusal } from '../src/contract/rule-problem.ts';
import type { FieldMessage, ValidationMessageKey } from '../src/contract/validation.ts';
import { errorResponse } from './http.ts';

/** The 422 answer of the server for bad fields (api.md, "Errors"). */
export function validationFailed(problems: FieldMessage[]) {
  return errorResponse(422, problems[0].text, problems);
}

const pluralOf = new Intl.PluralRules('ru');

/** A message of the catalogue, in the plural form its count takes (as i18next picks it). */
export function catalogueText(key: ValidationMessageKey, count = 0, date = ''): string {
  const form = pluralOf.select(count) as 'one' | 'few' | 'many' | 'other';
  if (key === 'stringMinCount' || key === 'stringMaxCount') {
    return validation[`${key}_${form}`].replace('{{count}}', String(count));
  }
  return validation[key].replace('{{date}}', date);
}

/**
 * Checks a body against the call's contract schema, as the server's route does: the valid value,
 * or the same 422 answer the server gives (one message per bad field, the spec's texts).
 */
export function checkBody<S extends TSchema>(
  schema: S,
  body: unknown,
): { value: Static<S>; failure?: undefined } | { value?: undefined; failure: Response } {
  const checked = checkAgainst(schema, body);
  if (checked.ok) return { value: checked.value };
  return { failure: validationFailed(fieldMessages(checked.issues, catalogueText)) };
}

/** A JSON body as an object, or null when it is not one. */
export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The Russian catalogue by namespace (locales/ru/<namespace>.json), as the server loads it. */
const catalogue = Object.fromEntries(
  Object.entries(import.meta.glob<unknown>('../locales/ru/*.json', { eager: true, import: 'default' })).map(
    ([file, texts]) => [file.replace(/^.*\/|\.json$/g, ''), texts],
  ),
);

/**
 * A text of the catalogue by its `namespace:key` (dots go deeper), as the server's `t` finds it:
 * with `values`, its {{names}} filled and, for a `count`, the plural form i18next picks (`key_few`).
 */
export function catalogueKeyText(key: string, values?: Record<string, string | number>): string {
  const [namespace, path] = key.split(':') as [string, string];
  const at = (dotted: string) =>
    dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue[namespace]);
  const count = values?.count;
  const text = typeof count === 'number' && at(path) === undefined ? at(`${path}_${pluralOf.select(count)}`) : at(path);
  if (typeof text !== 'string') throw new Error(`no text ${key} in locales/ru`);
  return values ? text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? '')) : text;
}

/** A broken rule of the contract's rule functions as the server's 422 for it. */
export function problemAnswer(problem: FieldProblem): Response {
  return validationFailed([{ field: problem.field, text: catalogueKeyText(problem.key, problem.values) }]);
}

/**
 * A refusal of the contract's rule functions as the server answers it (its status, text and field),
 * and a limit's wait (`tooManyRequestsRefusal`) as its Retry-After, as the server's rate limit sends it.
 */
export function refusalAnswer(refusal: Refusal & { seconds?: number }): Response {
  const text = catalogueKeyText(refusal.key, refusal.values);
  const answer = errorResponse(refusal.status, text, [{ text, ...(refusal.field && { field: refusal.field }) }]);
  if (refusal.seconds !== undefined) answer.headers.set('Retry-After', String(refusal.seconds));
  return answer;
}
