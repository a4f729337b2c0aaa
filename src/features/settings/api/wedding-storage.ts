import { weddingRoutes } from '../../../contract/wedding-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';

/** GET /wedding/storage: the bytes the wedding's files take, and its quota. */
export function useWeddingStorage() {
  return useRouteQuery(weddingRoutes.storage);
}
