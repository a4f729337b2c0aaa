import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { FieldProblem } from '../src/contract/rule-problem.ts';
import type { PlanningAccess, RouteDeclaration } from '../src/contract/route-table.ts';
import { errorResponse, notFound } from './http.ts';
import { mockRoute, type MockCall, type MockMember } from './planning-route.ts';
import { catalogueKeyText, problemAnswer } from './validation.ts';

/*
 * A planning section's rows in the mock store, as the server's repository keeps a table: the
 * list, add, change and delete calls of a collection with ids, 404 for an id the wedding does not
 * have, and the rules and answers from the contract's functions (src/contract/*-rules.ts) the
 * service calls too. A section's handler says where its rows live and which rules apply.
 */

type User = MockMember;
/** A planning call: its caller is a member of a subscribed wedding. */
type Planning = RouteDeclaration & { access: PlanningAccess };

let counter = 0;
/** A fresh id in the server's style (`prefix_…`), unique in the mock's lifetime. */
export const newMockId = (prefix: string) => `${prefix}_mock_${(counter += 1)}_${Date.now().toString(36)}`;

/** The id a call's path names (`/notes/:id`). */
const idOf = (call: MockCall<Planning>) => (call.params as unknown as { id: string }).id;

export function mockCollection<T extends { id: string }>(
  rowsOf: (user: User) => T[],
  answer: (row: T, user: User) => JsonBodyType,
  /** The catalogue key of the section's own 404 text, where it has one. */
  notFoundKey?: string,
) {
  const missing = () => (notFoundKey ? errorResponse(404, catalogueKeyText(notFoundKey)) : notFound());
  /** The row the call's path names, or null. */
  const rowOf = (call: MockCall<Planning>) => rowsOf(call.user).find((row) => row.id === idOf(call)) ?? null;
  return {
    rowsOf,
    rowOf,
    /** The row of this id, or undefined. */
    find: (user: User, id: string) => rowsOf(user).find((row) => row.id === id),
    /** GET: every row, in the order `order` gives (the server's ORDER BY). */
    list: <R extends Planning>(declaration: R, order: (rows: T[]) => T[] = (rows) => rows): HttpHandler =>
      mockRoute(declaration, ({ user }) => HttpResponse.json(order([...rowsOf(user)]).map((row) => answer(row, user)))),
    /** POST: the rules' problem (or another refusal), or the row `make` builds, stored and answered. */
    add: <R extends Planning>(
      declaration: R,
      make: (call: MockCall<R>) => T | { problem: FieldProblem } | { refusal: Response },
    ): HttpHandler =>
      mockRoute(declaration, (call) => {
        const row = make(call);
        if ('problem' in row) return problemAnswer(row.problem);
        if ('refusal' in row) return row.refusal;
        rowsOf(call.user).push(row);
        return HttpResponse.json(answer(row, call.user));
      }),
    /**
     * PATCH/PUT: the request's own problem (`check`, before the row is looked up, as the services
     * check a body first), 404 for an unknown id, else the rules' problem or the changed row answered.
     */
    change: <R extends Planning>(
      declaration: R,
      apply: (row: T, call: MockCall<R>) => FieldProblem | null | Response | void,
      check?: (call: MockCall<R>) => FieldProblem | null,
    ): HttpHandler =>
      mockRoute(declaration, (call) => {
        const problem = check?.(call);
        if (problem) return problemAnswer(problem);
        const row = rowOf(call as MockCall<Planning>);
        if (!row) return missing();
        const outcome = apply(row, call);
        if (outcome instanceof Response) return outcome;
        return outcome ? problemAnswer(outcome) : HttpResponse.json(answer(row, call.user));
      }),
    /** DELETE: 404 for an unknown id, else the row goes (`before` may refuse; `after` tidies up). */
    remove: <R extends Planning>(
      declaration: R,
      before?: (row: T, call: MockCall<R>) => Response | void,
      after?: (row: T, call: MockCall<R>) => void,
    ): HttpHandler =>
      mockRoute(declaration, (call) => {
        const rows = rowsOf(call.user);
        const index = rows.findIndex((row) => row.id === idOf(call as MockCall<Planning>));
        if (index < 0) return missing();
        const refused = before?.(rows[index]!, call);
        if (refused) return refused;
        const [row] = rows.splice(index, 1);
        after?.(row!, call);
        return HttpResponse.json({});
      }),
  };
}
