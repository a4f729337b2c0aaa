import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed } from './schema-kit.ts';

/*
 * The advice of the day (GET /advices/get-one/random). The path keeps its old name; the answer is no
 * longer random on every call: one tip per couple per local calendar day, chosen among the tips that
 * fit how far the couple is from the registration (the "phase"), so that a refresh shows the same
 * tip and a couple a week before the wedding is not told to book a venue.
 */

export const LOCAL_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

export const AdviceQuery = Type.Object(
  {
    date: Type.Optional(
      Type.String({
        pattern: LOCAL_DATE_PATTERN,
        // A real day of the calendar, not only its shape (9999-99-99 is refused).
        format: 'date',
        description:
          "The couple's local calendar date, YYYY-MM-DD: the day the tip belongs to. Absent: today in Moscow time.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type AdviceQuery = Static<typeof AdviceQuery>;

export const Advice = Closed(
  { advice: Type.String({ description: 'The tip of the day, Russian text.' }) },
  { description: 'One wedding-planning tip.' },
);
export type Advice = Static<typeof Advice>;

/**
 * Where the couple stands, counted in calendar days from the local date to the registration date:
 * far (more than ~6 months), mid (1–6 months), near (under a month), day (the day itself), after.
 * Coarser than the to-do periods on purpose: it needs nothing but the registration date.
 */
export const ADVICE_PHASES = ['far', 'mid', 'near', 'day', 'after'] as const;
export type AdvicePhase = (typeof ADVICE_PHASES)[number];

/** A month and six months in days, the phase borders. */
const NEAR_DAYS = 30;
const MID_DAYS = 182;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Moscow is UTC+3 all year: the calendar day of an instant when nothing better is known. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) of an instant in Moscow time. */
export function moscowDate(instant: Date): string {
  return new Date(instant.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The phase on `localDate` for a registration at `registrationDate` (ISO instant; its calendar day
 * is taken in Moscow time, where Russian registry offices are), or null without a date.
 */
export function advicePhase(registrationDate: string | null, localDate: string): AdvicePhase | null {
  if (!registrationDate) return null;
  const instant = new Date(registrationDate);
  if (Number.isNaN(instant.getTime())) return null;
  const days = daysBetween(localDate, moscowDate(instant));
  if (days < 0) return 'after';
  if (days === 0) return 'day';
  if (days <= NEAR_DAYS) return 'near';
  if (days <= MID_DAYS) return 'mid';
  return 'far';
}

/** FNV-1a, 32 bits: a stable spread of (couple, day) over the tip list, the same on every engine. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // FNV's low bits depend only on the low bits of the text's start, so with a power-of-two pool (64
  // tips) two couples whose ids agreed there got the same tip every day; mixing (murmur3's
  // finaliser) spreads every bit over the low ones.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A tip and the phases it fits; no phases means it fits any. */
export interface TaggedAdvice {
  id: string;
  phases: readonly AdvicePhase[];
}

/**
 * The tip of the day: among the tips fitting the phase (all tips when none fits or the phase is
 * unknown), sorted by id, the one a hash of the couple and the date points at.
 */
export function adviceOfTheDay<T extends TaggedAdvice>(
  tips: readonly T[],
  userId: string,
  localDate: string,
  phase: AdvicePhase | null,
): T | undefined {
  const sorted = [...tips].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const fitting = phase ? sorted.filter((tip) => tip.phases.length === 0 || tip.phases.includes(phase)) : sorted;
  const pool = fitting.length > 0 ? fitting : sorted;
  if (pool.length === 0) return undefined;
  return pool[fnv1a(`${userId}|${localDate}`) % pool.length];
}
