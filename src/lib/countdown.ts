/**
 * What the main page's profile card and the to-do list say about the registration date at a moment
 * (spec "Dashboard", "To-do page"), one rule for both so they never differ by a day: nothing
 * set, time left (days, hours, minutes, seconds), the day itself (from midnight of that local day),
 * or whole days since it.
 */
export type CountdownState =
  | { kind: 'noDate' }
  | { kind: 'before'; days: number; hours: number; minutes: number; seconds: number; isToday: boolean }
  | { kind: 'day' }
  | { kind: 'after'; days: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Local midnight of an instant (the browser's time zone: dates are shown in local time). */
function localMidnight(instant: Date): Date {
  return new Date(instant.getFullYear(), instant.getMonth(), instant.getDate());
}

/** Whole local calendar days from one instant's day to another's (DST-safe: counts dates, not hours). */
function calendarDaysBetween(from: Date, to: Date): number {
  const a = localMidnight(from);
  const b = localMidnight(to);
  const utcDay = (day: Date) => Date.UTC(day.getFullYear(), day.getMonth(), day.getDate());
  return Math.round((utcDay(b) - utcDay(a)) / DAY);
}

export function countdownState(registrationDate: string | null, now: Date): CountdownState {
  if (!registrationDate) return { kind: 'noDate' };
  const target = new Date(registrationDate);
  if (Number.isNaN(target.getTime())) return { kind: 'noDate' };
  const daysToDate = calendarDaysBetween(now, target);
  if (daysToDate < 0) return { kind: 'after', days: -daysToDate };
  // Before the ceremony a ticking count, on the day itself too (with the day's greeting) until the hour comes.
  const left = target.getTime() - now.getTime();
  if (left <= 0) return { kind: 'day' };
  const seconds = Math.floor(left / SECOND);
  return {
    kind: 'before',
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    isToday: daysToDate === 0,
  };
}

/**
 * The to-do list's line about the wedding: the same whole days as the main page's countdown, the
 * last evening before it as «tomorrow» rather than «0 days», its day as «today».
 */
export type DaysLeft =
  { kind: 'noDate' } | { kind: 'days'; days: number } | { kind: 'tomorrow' } | { kind: 'today' } | { kind: 'passed' };

export function daysLeft(registrationDate: string | null, now: Date): DaysLeft {
  const state = countdownState(registrationDate, now);
  if (state.kind === 'noDate') return state;
  if (state.kind === 'after') return { kind: 'passed' };
  if (state.kind === 'day' || state.isToday) return { kind: 'today' };
  return state.days > 0 ? { kind: 'days', days: state.days } : { kind: 'tomorrow' };
}
