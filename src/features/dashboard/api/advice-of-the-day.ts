import { adviceRoutes } from '../../../contract/advice-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';
import { localDay } from '../../../lib/local-day.ts';

/**
 * GET /advices/get-one/random with the couple's local date: the server gives one tip per couple per
 * day, and the date in the key makes a new day a new read (and the same day a cached one).
 */
export function adviceOfTheDayQuery(now: Date): { date: string } {
  return { date: localDay(now) };
}

export function useAdviceOfTheDay(enabled: boolean) {
  return useRouteQuery(adviceRoutes.ofTheDay, { query: adviceOfTheDayQuery(new Date()), enabled });
}
