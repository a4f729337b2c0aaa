import { hasWholeKopecks } from './money.ts';

/*
 * A rule a request breaks that its schema cannot say, as data: the field and the catalogue key of
 * its message (`namespace:key` of locales/ru). A section's rule functions (src/contract/*-rules.ts)
 * return it; the server throws it as its 422 (server/lib/http-error.ts, `refuseOn`) and the mocks
 * answer the same 422 (mocks/validation.ts, `problemAnswer`), so a rule and its words live once.
 */
export interface FieldProblem {
  field: string;
  key: string;
  /** The values its text names (`{{max}}`), where it names any. */
  values?: Record<string, string | number>;
}

/** The first problem of several checks, in the order the server makes them; null when none. */
export function firstProblem(...checks: Array<FieldProblem | null | undefined>): FieldProblem | null {
  return checks.find((check) => check) ?? null;
}

/** A required text of spaces only is "required": the schema's minLength counts the spaces. */
export function blankProblem(field: string, value: string | undefined): FieldProblem | null {
  return value !== undefined && !value.trim() ? { field, key: 'validation:required' } : null;
}

/** An amount with more than 2 decimals: the schema cannot say "whole kopecks". */
export function kopecksProblem(fields: Record<string, number | null | undefined>): FieldProblem | null {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'number' && !hasWholeKopecks(value)) return { field, key: 'validation:other' };
  }
  return null;
}

/** Whether a name is taken by another row, regardless of letter case (names unique per couple). */
export function nameTaken(rows: readonly { id: string; name: string }[], name: string, exceptId?: string): boolean {
  const wanted = name.toLocaleLowerCase('ru');
  return rows.some((row) => row.id !== exceptId && row.name.toLocaleLowerCase('ru') === wanted);
}

/**
 * A refusal of a call that is not a field's 422 (a role's 403, a state's 409, a spent link's 410):
 * its status and the catalogue key of its message, and the field it names, where it names one. A
 * rule function returns it; the server throws it (`refuseWith`) and the mocks answer it (`refusalAnswer`).
 */
export interface Refusal {
  status: number;
  key: string;
  values?: Record<string, string | number>;
  field?: string;
}

/** A 429 of a limit reached: the wait in whole seconds (at least 1, the Retry-After), said in minutes from two on. */
export function tooManyRequestsRefusal(retryAfterSeconds: number): Refusal & { seconds: number } {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const key = seconds < 120 ? 'auth:server.tooManyRequestsSeconds' : 'auth:server.tooManyRequestsMinutes';
  return { status: 429, key, values: { count: seconds < 120 ? seconds : Math.ceil(seconds / 60) }, seconds };
}

/** The catalogue's text of a `namespace:key` with its {{values}}: the server's `t`, the mocks' `catalogueKeyText`. */
export type CatalogueText = (key: string, values?: Record<string, string | number>) => string;
