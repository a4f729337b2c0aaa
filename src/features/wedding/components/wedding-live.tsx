import { useSessionState } from '../../../lib/services/services-context.tsx';
import { useWeddingLive } from '../api/wedding-live.ts';

/**
 * Mounted once in the signed-in frame: keeps the page's reads in step with the other members'
 * changes. The server streams only to a wedding that has subscribed (an ended subscription
 * included), so a wedding that never did asks for nothing until its payment shows in the session.
 */
export function WeddingLive() {
  const { session } = useSessionState();
  const subscribed = session?.subscriptions != null;
  useWeddingLive(subscribed ? (session?.wedding?.id ?? null) : null);
  return null;
}
