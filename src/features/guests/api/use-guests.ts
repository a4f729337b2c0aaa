import type { Guest } from '../../../contract/guests.ts';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';

/** GET /guests: the couple's list; every guest write revalidates this key. */
export const GUESTS_PATH = '/guests';

export function useGuests() {
  return useApiQuery<Guest[]>(GUESTS_PATH);
}
