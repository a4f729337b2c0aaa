import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import type { Guest } from '../../../contract/guests.ts';

/** GET /guests: the same key as the guest page. */
export const GUESTS_KEY = '/guests';

export function useGuests(enabled: boolean) {
  return useApiQuery<Guest[]>(enabled ? GUESTS_KEY : null);
}
