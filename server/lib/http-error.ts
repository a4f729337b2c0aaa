import type { FieldProblem, Refusal } from '../../src/contract/rule-problem.ts';
import type { FieldMessage } from '../../src/contract/validation.ts';
import { t } from './i18n.ts';

/**
 * An error a handler throws on purpose: its status and Russian message reach the client as they
 * are, in the shape of the API contract.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields: FieldMessage[];
  readonly headers: Record<string, string>;
  /** Fields the answer carries beside `message` and `ui`, as the route's answer schema declares them. */
  readonly details: Record<string, unknown>;

  constructor(
    statusCode: number,
    message: string,
    fields: FieldMessage[] = [],
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fields = fields;
    this.headers = headers;
    this.details = details;
  }
}

/** A 422 naming one field, for checks that a JSON schema cannot express. */
export function fieldError(field: string, text: string): HttpError {
  return new HttpError(422, text, [{ text, field }]);
}

/** A broken rule of the contract's rule functions (src/contract/rule-problem.ts) as that 422; none passes. */
export function refuseOn(problem: FieldProblem | null): void {
  if (problem) throw problemError(problem);
}

/** What a rule function builds, or its problem as that 422 (`{ problem }` is how such a function says no). */
export function passed<T extends object>(outcome: T | { problem: FieldProblem }): T {
  if ('problem' in outcome) throw problemError(outcome.problem);
  return outcome;
}

/** That 422 to throw where the caller needs TypeScript to see the throw. */
export function problemError(problem: FieldProblem): HttpError {
  return fieldError(problem.field, t(problem.key, problem.values));
}

/** The 404 of an id the wedding does not have. */
export function notFoundError(): HttpError {
  return new HttpError(404, t('errors:server.notFound'));
}

/** A refusal of the contract's rule functions (src/contract/rule-problem.ts) as its error; none passes. */
export function refuseWith(refusal: Refusal | null): void {
  if (!refusal) return;
  const text = t(refusal.key, refusal.values);
  throw new HttpError(refusal.status, text, refusal.field ? [{ text, field: refusal.field }] : []);
}
