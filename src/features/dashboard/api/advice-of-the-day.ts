import type { Advice } from '../../../contract/advices.ts';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import dayjs from '../../../lib/dayjs.ts';

/**
 * GET /advices/get-one/random with the couple's local date: the server gives one tip per couple per
 * day, and the date in the key makes a new day a new read (and the same day a cached one).
 */
export function adviceOfTheDayKey(localDate: string): string {
  return `/advices/get-one/random?date=${localDate}`;
}

export function useAdviceOfTheDay(enabled: boolean) {
  const today = dayjs().format('YYYY-MM-DD');
  return useApiQuery<Advice>(enabled ? adviceOfTheDayKey(today) : null);
}
