import * as Type from 'typebox';
import type { Static } from 'typebox';
import { CONTRACTOR_CATEGORY_CODES, CONTRACTOR_STATUSES, isHired, type ContractorStatus } from './contractors.ts';
import { Closed, Nullable, RequiredText, Text } from './schema-kit.ts';

/*
 * The wedding day's timeline (api.md, "Contractors and the wedding day"): what happens when, where
 * and who does it (a contractor of the wedding or a person named in free text), the conflicts the
 * timeline shows, and the public page the couple shares with contractors and helpers.
 */

export const DAY_TITLE_MAX_LENGTH = 120;
export const DAY_PLACE_MAX_LENGTH = 200;
export const DAY_WHO_MAX_LENGTH = 120;
export const DAY_COMMENT_MAX_LENGTH = 1000;
/** A day of a hundred steps is a schedule nobody reads; the cap keeps the public page small. */
export const DAY_ITEMS_MAX = 100;
/** The public page's path: `/day/{token}`, outside the app's /profile. */
export const DAY_PAGE_BASE = '/day/';
/** A token: 16 random bytes (128 bits) in base64url, 22 characters (as the invitations' pages). */
export const DAY_TOKEN_PATTERN = '^[A-Za-z0-9_-]{22}$';
/** "HH:MM", 00:00 to 23:59. */
export const DAY_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Time = Type.String({ pattern: DAY_TIME_PATTERN, description: 'HH:MM, Moscow time on the wedding day.' });

/** One step of the day. `until` is optional: without it the step lasts until the next one starts. */
export const DayItem = Closed({
  id: Type.String(),
  time: Type.String(),
  until: Nullable(Type.String()),
  title: Type.String(),
  place: Type.String(),
  contractorId: Nullable(Type.String()),
  who: Type.String({ description: 'A person in free text (a witness, a friend), when not a contractor.' }),
  comment: Type.String(),
});
export type DayItem = Static<typeof DayItem>;

const itemFields = {
  time: Time,
  until: Type.Optional(Nullable(Time)),
  title: RequiredText({ max: DAY_TITLE_MAX_LENGTH, printable: true }),
  place: Type.Optional(Text({ max: DAY_PLACE_MAX_LENGTH })),
  contractorId: Type.Optional(Nullable(Id)),
  who: Type.Optional(Text({ max: DAY_WHO_MAX_LENGTH })),
  comment: Type.Optional(Text({ max: DAY_COMMENT_MAX_LENGTH })),
};

export const DayItemCreate = Closed(itemFields);
export type DayItemCreate = Static<typeof DayItemCreate>;

export const DayItemPatch = Closed({
  ...itemFields,
  time: Type.Optional(Time),
  title: Type.Optional(itemFields.title),
});
export type DayItemPatch = Static<typeof DayItemPatch>;

export const DayIdParams = Closed({ id: Id });
export type DayIdParams = Static<typeof DayIdParams>;

/** What the day needs to know of a contractor (server/features/contractors/public.ts). */
export const DayContractor = Closed({
  id: Type.String(),
  name: Type.String(),
  category: Type.Enum(CONTRACTOR_CATEGORY_CODES),
  status: Type.Enum(CONTRACTOR_STATUSES),
});
export type DayContractor = Static<typeof DayContractor>;

export const DAY_CONFLICT_KINDS = ['overlap', 'notHired'] as const;

/** A warning on the timeline: one contractor at two steps at once, or one not booked yet. */
export const DayConflict = Closed({
  kind: Type.Enum(DAY_CONFLICT_KINDS),
  contractorId: Type.String(),
  itemIds: Type.Array(Type.String()),
});
export type DayConflict = Static<typeof DayConflict>;

/** GET /day: the steps in order, the wedding's date, its contractors (for "who") and the conflicts. */
export const Day = Closed({
  date: Nullable(Type.String({ description: 'The wedding day (YYYY-MM-DD, Moscow time), from the wizard.' })),
  items: Type.Array(DayItem),
  contractors: Type.Array(DayContractor),
  conflicts: Type.Array(DayConflict),
});
export type Day = Static<typeof Day>;

export const DayShare = Closed({
  url: Type.String({
    description:
      'The read-only public page of the timeline, with its unguessable token; at PUBLIC_URL when set, ' +
      'otherwise at the address the request came to.',
  }),
});
export type DayShare = Static<typeof DayShare>;

export const DayTokenParams = Closed({ token: Type.String({ maxLength: 200 }) });
export type DayTokenParams = Static<typeof DayTokenParams>;

const MINUTES_PER_DAY = 24 * 60;
/** Moscow is UTC+3 all year (src/contract/advices.ts reads calendar days the same way). */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** "HH:MM" of an instant (the wizard's registration, a part of the day) in Moscow time; null for none. */
export function moscowClock(instant: string | null | undefined): string | null {
  if (!instant) return null;
  const time = Date.parse(instant);
  return Number.isNaN(time) ? null : new Date(time + MOSCOW_OFFSET_MS).toISOString().slice(11, 16);
}

/** Minutes since midnight of an "HH:MM". */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The timeline's order: by time, then as added (ids of one time keep their order). */
export function sortDay<T extends Pick<DayItem, 'time'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
}

/**
 * When each step ends, in minutes since midnight of the day: its `until` (past midnight when not
 * after its start: 23:00 until 01:00), else the start of the next later step, else null (the last
 * step, open-ended). Items must be sorted.
 */
export function endsOf(items: readonly Pick<DayItem, 'time' | 'until'>[]): Array<number | null> {
  return items.map((item, index) => {
    const start = minutesOf(item.time);
    if (item.until) {
      const until = minutesOf(item.until);
      return until > start ? until : until + MINUTES_PER_DAY;
    }
    const next = items.slice(index + 1).find((other) => minutesOf(other.time) > start);
    return next ? minutesOf(next.time) : null;
  });
}

/**
 * The timeline's warnings, the same on the server and in the mocks. Two steps of one contractor
 * clash when they start at once or one starts before the other ends (a step without an end is a
 * moment); a contractor named on the day who is not booked or paid yet is warned of once.
 */
export function dayConflicts(
  items: readonly Pick<DayItem, 'id' | 'time' | 'until' | 'contractorId'>[],
  contractors: readonly { id: string; status: ContractorStatus }[],
): DayConflict[] {
  const sorted = sortDay(items);
  const ends = endsOf(sorted);
  const spans = sorted.map((item, index) => {
    const start = minutesOf(item.time);
    return { item, start, end: ends[index] ?? start };
  });
  const conflicts: DayConflict[] = [];
  for (let i = 0; i < spans.length; i += 1) {
    for (let j = i + 1; j < spans.length; j += 1) {
      const a = spans[i]!;
      const b = spans[j]!;
      if (!a.item.contractorId || a.item.contractorId !== b.item.contractorId) continue;
      if (a.start === b.start || (a.start < b.end && b.start < a.end)) {
        conflicts.push({ kind: 'overlap', contractorId: a.item.contractorId, itemIds: [a.item.id, b.item.id] });
      }
    }
  }
  for (const contractor of contractors) {
    if (isHired(contractor.status)) continue;
    const itemIds = sorted.filter((item) => item.contractorId === contractor.id).map((item) => item.id);
    if (itemIds.length > 0) conflicts.push({ kind: 'notHired', contractorId: contractor.id, itemIds });
  }
  return conflicts;
}
