import type { HttpHandler, JsonBodyType } from 'msw';
import type { PlanningAccess, RouteDeclaration } from '../src/contract/route-table.ts';
import type { SessionUser } from '../src/contract/session.ts';
import { mockRoute, type MockCall, type MockMember, type MockReply } from './planning-route.ts';
import { found } from './refusals.ts';
import { mockDb, planKeyOf, type MockDb } from './store.ts';

/*
 * A planning section's rows in the mock store, as the server's repository keeps a table: the
 * list, add, change and delete calls of a collection with ids, 404 for an id the wedding does not
 * have, and the rules and answers from the contract's functions (src/contract/*-rules.ts) the
 * service calls too; a body's own rule is the route's (`bodyRule`), which mockRoute checks. A
 * section's handler says where its rows live and which rules apply; a rule refuses by throwing
 * (mocks/refusals.ts), as the service's do.
 */

type User = MockMember;
/** A planning call: its caller is a member of a subscribed wedding. */
type Planning = RouteDeclaration & { access: PlanningAccess };

let counter = 0;
/** A fresh id in the server's style (`prefix_…`), unique in the mock's lifetime. */
export const newMockId = (prefix: string) => `${prefix}_mock_${(counter += 1)}_${Date.now().toString(36)}`;
/** A fresh token of a public link, 22 letters and digits as the server's (an invitation's, the day's). */
export function newMockToken(prefix: string): string {
  const letters = newMockId(prefix).replace(/[^A-Za-z0-9]/g, '');
  return letters.padEnd(22, '0').slice(0, 22);
}

/** The sections of the store kept per wedding (`mockDb.looks[planKey]`). */
type PlanSection = {
  [K in keyof MockDb]-?: NonNullable<MockDb[K]> extends Record<string, infer _> ? K : never;
}[keyof MockDb];
type PlanDataOf<K extends PlanSection> = NonNullable<MockDb[K]>[string];

/** A wedding's data of one section, made (from the scenario) on the first call, as the server seeds it. */
export function planData<K extends PlanSection>(section: K, seed: (user: SessionUser) => PlanDataOf<K>) {
  return (user: SessionUser): PlanDataOf<K> => {
    const byWedding = (mockDb[section] ??= {} as never) as Record<string, PlanDataOf<K>>;
    return (byWedding[planKeyOf(user)] ??= seed(user));
  };
}

/** Newest first by a stored instant, then by id, as the server's ORDER BY … DESC, id DESC. */
export const newestFirst =
  <K extends string>(field: K) =>
  <T extends { id: string } & Record<K, string>>(rows: T[]) =>
    rows.sort((a, b) => b[field].localeCompare(a[field]) || b.id.localeCompare(a.id));

/** The id a call's path names (`/notes/:id`). */
const idOf = (call: MockCall<Planning>) => (call.params as unknown as { id: string }).id;

export function mockCollection<T extends { id: string }>(
  rowsOf: (user: User) => T[],
  /** A row as the calls answer it: as stored unless said. */
  answer: (row: T, user: User) => JsonBodyType = (row) => row as never,
  /** The catalogue key of the section's own 404 text, where it has one. */
  notFoundKey?: string,
) {
  /** The row of this id, or the section's 404 (thrown). */
  const rowOf = (user: User, id: string) =>
    found(
      rowsOf(user).find((row) => row.id === id),
      notFoundKey,
    );
  return {
    rowsOf,
    rowOf,
    /** The row of this id, or undefined. */
    find: (user: User, id: string) => rowsOf(user).find((row) => row.id === id),
    /** GET: every row, in the order `order` gives (the server's ORDER BY). */
    list: <R extends Planning>(declaration: R, order: (rows: T[]) => T[] = (rows) => rows): HttpHandler =>
      mockRoute(declaration, ({ user }) => order([...rowsOf(user)]).map((row) => answer(row, user))),
    /** GET of one row: the row, or 404. */
    one: <R extends Planning>(declaration: R): HttpHandler =>
      mockRoute(declaration, (call) => answer(rowOf(call.user, idOf(call)), call.user)),
    /** A call on the row its path names (a contractor's payment): 404 for an unknown id, else what `reply` answers. */
    at: <R extends Planning>(declaration: R, reply: (row: T, call: MockCall<R>) => MockReply | Promise<MockReply>) =>
      mockRoute(declaration, (call) => reply(rowOf(call.user, idOf(call as MockCall<Planning>)), call)),
    /** POST: the row `make` builds (its rules may refuse), stored and answered. */
    add: <R extends Planning>(declaration: R, make: (call: MockCall<R>) => T | Promise<T>): HttpHandler =>
      mockRoute(declaration, async (call) => {
        const row = await make(call);
        rowsOf(call.user).push(row);
        return answer(row, call.user);
      }),
    /**
     * PATCH/PUT: 404 for an unknown id, else the row `apply` changes (its rules may refuse). The body's
     * own rule is its declaration's (`bodyRule`), checked by mockRoute before the row is looked up.
     */
    change: <R extends Planning>(declaration: R, apply: (row: T, call: MockCall<R>) => void): HttpHandler =>
      mockRoute(declaration, (call) => {
        const row = rowOf(call.user, idOf(call as MockCall<Planning>));
        apply(row, call);
        return answer(row, call.user);
      }),
    /** DELETE: 404 for an unknown id, else the row goes (`before` may refuse or tidy up; `after` follows it). */
    remove: <R extends Planning>(
      declaration: R,
      before?: (row: T, call: MockCall<R>) => void,
      after?: (row: T, call: MockCall<R>) => void,
    ): HttpHandler =>
      mockRoute(declaration, (call) => {
        const row = rowOf(call.user, idOf(call as MockCall<Planning>));
        before?.(row, call);
        const rows = rowsOf(call.user);
        rows.splice(rows.indexOf(row), 1);
        after?.(row, call);
        return {};
      }),
  };
}
