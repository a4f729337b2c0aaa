import { Suspense, useReducer } from 'react';
import { useMatch } from 'react-router-dom';
import { ROUTE_PATHS } from '../../lib/routing/route-paths.ts';
import { useSessionState } from '../../lib/services/services-context.tsx';
import { expiryModalDismissals } from '../../lib/subscription/dismissals.ts';
import { needsExpiryWarning, reminderSubject } from '../../lib/subscription/expiry.ts';
import { ExpiryModalDialog } from '../../app/lazy-pages.ts';

/**
 * The expiry modal (spec section 2): over the signed-in pages when there is no subscription, it has
 * ended, or fewer than 8 days remain. Closing it, 'remind tomorrow' and the button to the
 * subscriptions page all put it away until the next local day (or until the subscription changes),
 * so it does not come back on every navigation. The subscriptions page itself never shows it.
 */
export function ExpiryModal() {
  const { session } = useSessionState();
  const onSubscriptions = useMatch(ROUTE_PATHS.subscriptions) !== null;
  const onLogout = useMatch(ROUTE_PATHS.logout) !== null;
  // Dismissals live in browser storage; this only makes the component read them again.
  const [, dismissed] = useReducer((count: number) => count + 1, 0);

  if (!session || onSubscriptions || onLogout || !needsExpiryWarning(session.subscriptions)) return null;
  const subject = reminderSubject(session);
  if (expiryModalDismissals.isDismissed(subject)) return null;

  const dismiss = () => {
    expiryModalDismissals.dismiss(subject);
    dismissed();
  };
  // The dialog's code comes only now: a couple with a running subscription never downloads it,
  // and nothing it needs joins the requests before their screen's first paint.
  return (
    <Suspense fallback={null}>
      <ExpiryModalDialog session={session} onDismiss={dismiss} />
    </Suspense>
  );
}
