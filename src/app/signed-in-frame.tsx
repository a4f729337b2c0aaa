import { Outlet } from 'react-router-dom';
import { WeddingLive } from '../features/wedding/components/wedding-live.tsx';
import { accessStateOf } from '../lib/routing/access.ts';
import { useSessionState } from '../lib/services/services-context.tsx';
import { ExpiryModal } from '../components/expiry-modal/expiry-modal.tsx';
import { AppLayout, prefetchScreenAt } from './lazy-pages.ts';

/**
 * The main routes' parent: the layout for a signed-in user, with the subscription expiry modal
 * over it. With the wizard pending the only child reachable is logout, which then shows on its own,
 * without header, navigation or modal.
 */
export function SignedInFrame() {
  const { session } = useSessionState();
  const state = accessStateOf(session);
  if (state === 'wizardPending') return <Outlet />;
  return (
    <>
      <AppLayout onNavigationIntent={prefetchScreenAt} />
      <WeddingLive />
      <ExpiryModal />
    </>
  );
}
