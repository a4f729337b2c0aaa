import type { RetentionNotice } from './tables.ts';

/*
 * When a plan kept after its subscription's end is warned about and deleted (WEDDING_RETENTION_DAYS).
 * The plan is due for deletion `retentionDays` after the end. The couple are warned a month before
 * and a week before; the deletion comes only once both warnings went, never earlier than a date a
 * warning named, and at least a week after the last one. A warning that could not go in time (the
 * setting just got shorter, the server was off) names a later date instead: the month's warning at
 * least two weeks ahead, so that the week's can still go a week before.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_NOTICE_DAYS = 30;
const WEEK_NOTICE_DAYS = 7;
/** The shortest notice the month's warning gives: room for the week's warning and its week. */
const MONTH_NOTICE_MIN_DAYS = 2 * WEEK_NOTICE_DAYS;

interface SentNotice {
  deletionAt: Date;
  sentAt: Date;
}

export interface RetentionState {
  /** The subscription's end. */
  expiresAt: Date;
  /** WEDDING_RETENTION_DAYS; 0 keeps every plan. */
  retentionDays: number;
  now: Date;
  month?: SentNotice;
  week?: SentNotice;
}

type RetentionStep =
  { step: 'wait' } | { step: 'notice'; notice: RetentionNotice; deletionAt: Date } | { step: 'delete' };

const later = (...dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The subscription ends that may need a step now: those ended at or before this instant. */
export function candidateEndsBefore(now: Date, retentionDays: number): Date {
  return new Date(Math.min(now.getTime(), plusDays(now, MONTH_NOTICE_DAYS - retentionDays).getTime()));
}

/** What is due for one wedding now: nothing, a warning (with the date it names), or the deletion. */
export function retentionStep(state: RetentionState): RetentionStep {
  const { now } = state;
  if (state.retentionDays === 0 || state.expiresAt > now) return { step: 'wait' };
  const due = plusDays(state.expiresAt, state.retentionDays);
  if (!state.month) {
    if (now < plusDays(due, -MONTH_NOTICE_DAYS)) return { step: 'wait' };
    return { step: 'notice', notice: 'month', deletionAt: later(due, plusDays(now, MONTH_NOTICE_MIN_DAYS)) };
  }
  const promised = later(due, state.month.deletionAt);
  if (!state.week) {
    if (now < plusDays(promised, -WEEK_NOTICE_DAYS)) return { step: 'wait' };
    return { step: 'notice', notice: 'week', deletionAt: later(promised, plusDays(now, WEEK_NOTICE_DAYS)) };
  }
  const deletion = later(promised, state.week.deletionAt, plusDays(state.week.sentAt, WEEK_NOTICE_DAYS));
  return now >= deletion ? { step: 'delete' } : { step: 'wait' };
}

/** Whole days from `now` to `date`, a part of a day counted as one (the mail's count of days). */
export function daysUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / DAY_MS));
}
