import * as Type from 'typebox';
import type { Static } from 'typebox';
import type { PlanningRouteTable } from './planning-tables.ts';
import { Closed, Nullable } from './schema-kit.ts';

/** How many entries a wedding keeps: older ones are pruned as new ones are written. */
export const ACTIVITY_KEEP = 100;

/**
 * What a member did to the plan (api.md, "The wedding, shared"): the keys the planning writes
 * declare on their routes (`activity`, with a tick's two keys), a guest's answer, and `changed` for
 * a write route that declares none. Read from the tables (each adds itself to PlanningRouteTables), so
 * a new section edits no list here; its texts go in its own locales/ru/activity/<feature>.json
 * (`named.<key>`, `unnamed.<key>`), which tests/unit/section-pieces.test.ts holds.
 */
export type ActivityAction = DeclaredAction | GuestAction | 'changed';

/** Every `activity` the planning routes declare, as written (a key, or a key with how its entry is made). */
export type DeclaredActivity = ActivitiesOf<PlanningRouteTable>;
type ActivitiesOf<T> = T extends unknown
  ? { [K in keyof T]: T[K] extends { activity: infer A } ? A : never }[keyof T]
  : never;

type ActionsOf<A> = A extends string
  ? A
  : A extends { action: infer Action }
    ? Action | (A extends { toggle: { on: infer On; off: infer Off } } ? On | Off : never)
    : never;
type DeclaredAction = ActionsOf<DeclaredActivity>;

const GUEST_ACTION_KEYS = ['rsvpAnswered', 'rsvpErased'] as const;
type GuestAction = (typeof GUEST_ACTION_KEYS)[number];
/** Actions taken by a guest on their invitation page, not by a member: the entry names no one. */
export const GUEST_ACTIONS: readonly ActivityAction[] = GUEST_ACTION_KEYS;

export const ActivityEntry = Closed({
  at: Type.String({ format: 'date-time', description: 'When the change was made.' }),
  email: Nullable(Type.String({ description: 'The member who made it; null once that member deleted their account.' })),
  // A string on the wire: the keys are the routes' (above), and the app's chunks need not hold every table for them.
  action: Type.Unsafe<ActivityAction>(
    Type.String({
      pattern: '^[a-z][A-Za-z]*$',
      description: 'What was done; `changed` for a change without a key of its own.',
    }),
  ),
  what: Nullable(
    Type.String({ description: 'The name of what was changed (a guest, a task, a budget item, a figure), if known.' }),
  ),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityList = Type.Array(ActivityEntry, { maxItems: ACTIVITY_KEEP });
export type ActivityList = Static<typeof ActivityList>;

/** The data of one event of GET /wedding/live: the API paths (SWR keys) whose answers changed. */
export interface WeddingChangeEvent {
  paths: string[];
}
