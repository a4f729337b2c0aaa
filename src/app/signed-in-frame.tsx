import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { accessStateOf } from '../lib/routing/access.ts';
import { useSessionState } from '../lib/services/services-context.tsx';
import { AppLayout, ExpiryModal, prefetchPlanningPages } from './lazy-pages.ts';

/**
 * The main routes' parent: the layout for a signed-in user, with the subscription expiry modal
 * over it. With the wizard pending the only child reachable is logout, which then shows on its own,
 * without header, navigation or modal.
 */
export function SignedInFrame() {
  const { session } = useSessionState();
  const access = accessStateOf(session);
  const subscribed = access === 'subscribed';
  useEffect(() => {
    if (!subscribed) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(prefetchPlanningPages);
    return () => cancel(handle);
  }, [subscribed]);
  if (access === 'wizardPending') return <Outlet />;
  return (
    <>
      <AppLayout />
      <Suspense fallback={null}>
        <ExpiryModal />
      </Suspense>
    </>
  );
}
