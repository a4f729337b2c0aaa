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
