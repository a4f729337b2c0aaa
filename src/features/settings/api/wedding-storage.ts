import type { WeddingStorage } from '../../../contract/wedding.ts';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';

/** GET /wedding/storage: the bytes the wedding's files take, and its quota. */
export function useWeddingStorage() {
  return useApiQuery<WeddingStorage>('/wedding/storage');
}
