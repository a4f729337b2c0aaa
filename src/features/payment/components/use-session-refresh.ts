import { useEffect } from 'react';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * Asks GET /whoami again when a payment result page opens: the server has just extended (or not)
 * the subscription, and the navigation, banner and modal must show the new expiry at once. A
 * lookup already running (the app's own first one) is shared, not repeated.
 */
export function useSessionRefresh(): void {
  const { session } = useServices();
  useEffect(() => {
    void session.lookup();
  }, [session]);
}
