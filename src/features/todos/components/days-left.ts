import dayjs from '../../../lib/dayjs.ts';

/** Whole calendar days from today to the wedding day, both in local time (0 on the day, negative after). */
export function daysUntil(weddingDate: string, now = new Date()): number {
  return dayjs(weddingDate).startOf('day').diff(dayjs(now).startOf('day'), 'day');
}
