import { guestRoutes } from '../../../contract/guest-routes.ts';
import { keyOf } from '../../../lib/api/read-key.ts';

/**
 * What the guest list reads as it opens (use-guests.ts, use-guest-dictionaries.ts), started with
 * its code (lazy-pages.ts).
 */
export const firstReads = (): string[] =>
  [guestRoutes.list, guestRoutes.fromDictionary, guestRoutes.childrenDictionary, guestRoutes.categoryDictionary].map(
    (route) => keyOf(route),
  );
