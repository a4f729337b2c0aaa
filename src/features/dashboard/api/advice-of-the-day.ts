import type { Advice } from '../../../contract/advices.ts';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import { localDay } from '../../../lib/local-day.ts';

/**
 * GET /advices/get-one/random with the couple's local date: the server gives one tip per couple per
 * day, and the date in the key makes a new day a new read (and the same day a cached one).
 */
export function adviceOfTheDayKey(now: Date): string {
  return `/advices/get-one/random?date=${localDay(now)}`;
}

export function useAdviceOfTheDay(enabled: boolean) {
  return useApiQuery<Advice>(enabled ? adviceOfTheDayKey(new Date()) : null);
}
