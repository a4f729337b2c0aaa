import type { ActivityList } from '../../../contract/wedding-activity.ts';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';

/** GET /wedding/activity: the key the live stream names after every change. */
export const ACTIVITY_KEY = '/wedding/activity';

export function useWeddingActivity(enabled: boolean) {
  return useApiQuery<ActivityList>(enabled ? ACTIVITY_KEY : null);
}
