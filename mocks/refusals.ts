import type { FieldProblem, Refusal } from '../src/contract/rule-problem.ts';
import { errorResponse } from './http.ts';
import { catalogueKeyText, problemAnswer, refusalAnswer } from './validation.ts';

/*
 * A mocked call's refusals, thrown as the server's services throw theirs (server/lib/http-error.ts)
 * and answered by mockRoute: a handler checks in one line and goes on with what passed.
 */

/** A broken rule of the contract's rule functions as its 422; none passes. */
export function refuseOn(problem: FieldProblem | null | undefined | void): void {
  if (problem) throw problemAnswer(problem);
}

/** What a rule function builds, or its problem refused (`{ problem }` is how such a function says no). */
export function passed<T extends object>(outcome: T | { problem: FieldProblem }): T {
  if ('problem' in outcome) throw problemAnswer(outcome.problem);
  return outcome;
}

/** A refusal of the contract's rule functions as its status and text; none passes. */
export function refuseWith(refusal: Refusal | null | undefined): void {
  if (refusal) throw refusalAnswer(refusal);
}

/** An error answer of the catalogue's text (`namespace:key`), thrown. */
export function refuse(status: number, key: string, values?: Record<string, string | number>): never {
  throw errorResponse(status, catalogueKeyText(key, values));
}

/** The row a call names, or the 404 of the section's text (the server's «not found» by default). */
export function found<T>(row: T | null | undefined, key = 'errors:server.notFound'): T {
  if (row === null || row === undefined) refuse(404, key);
  return row;
}
