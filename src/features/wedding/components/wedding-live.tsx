import { useSessionState } from '../../../lib/services/services-context.tsx';
import { useWeddingLive } from '../api/wedding-live.ts';

/** Mounted once in the signed-in frame: keeps the page's reads in step with the other members' changes. */
export function WeddingLive() {
  const { session } = useSessionState();
  useWeddingLive(session?.wedding?.id ?? null);
  return null;
}
