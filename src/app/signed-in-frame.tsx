import { Outlet } from 'react-router-dom';
import { accessStateOf } from '../lib/routing/access.ts';
import { useSessionState } from '../lib/services/services-context.tsx';
import { AppLayout } from './lazy-pages.ts';

/**
 * The main routes' parent: the layout for a signed-in user. With the wizard pending the only child
 * reachable is logout, which then shows on its own, without header and navigation.
 */
export function SignedInFrame() {
  const { session } = useSessionState();
  return accessStateOf(session) === 'wizardPending' ? <Outlet /> : <AppLayout />;
}
