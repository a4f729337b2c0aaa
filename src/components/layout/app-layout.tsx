import MenuOutlined from '@ant-design/icons/MenuOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Suspense, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ServerScreenHandOff } from '../../lib/server-screen/hand-off.ts';
import { useSessionState } from '../../lib/services/services-context.tsx';
import { useScrollLock } from '../../lib/use-scroll-lock.ts';
import { LoadingOverlay } from '../loading-overlay/loading-overlay.tsx';
import { AppHeader } from './app-header.tsx';
import { AppNavigation } from './app-navigation.tsx';
import '../../lib/dayjs.ts';
import './app-layout.css';

/**
 * The signed-in frame: header, left navigation, content. Interface state of spec section 3:
 * `navIsHidden` (the header toggle folds the navigation away on wide screens) and `navIsOpen` (the
 * fixed toggle slides it over the page on narrow ones). The navigation closes on every route change
 * and locks page scrolling while open. `onNavigationIntent` hears which entry a pointer or the
 * keyboard is about to open (its path), so that screen's code can start on its way.
 */
export function AppLayout({ onNavigationIntent }: { onNavigationIntent?: (path: string) => void } = {}) {
  const { t } = useTranslation('layout');
  const { session } = useSessionState();
  const location = useLocation();
  const navId = useId();
  const [navIsHidden, setNavIsHidden] = useState(false);
  // Remembers the navigation it was opened at, so any route change closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const navIsOpen = openedAt === location.key;
  useScrollLock(navIsOpen);

  if (!session) return null;

  return (
    <div className="app-layout" data-nav-hidden={navIsHidden} data-nav-open={navIsOpen} data-testid="app-layout">
      <AppHeader
        session={session}
        navIsHidden={navIsHidden}
        onToggleNavHidden={() => setNavIsHidden((hidden) => !hidden)}
        navId={navId}
      />
      <div className="app-layout__body">
        <AppNavigation session={session} id={navId} onIntent={onNavigationIntent} />
        {navIsOpen ? (
          <div className="app-layout__backdrop" aria-hidden="true" onClick={() => setOpenedAt(null)} />
        ) : null}
        <main className="app-layout__content">
          <Suspense fallback={<LoadingOverlay variant="light" delayed />}>
            {/* First, so the page measures itself in the document (src/lib/server-screen). */}
            <ServerScreenHandOff />
            <Outlet />
          </Suspense>
        </main>
      </div>
      <button
        type="button"
        className="app-layout__fixed-toggle"
        aria-label={t(navIsOpen ? 'closeNavigation' : 'openNavigation')}
        aria-controls={navId}
        aria-expanded={navIsOpen}
        onClick={() => setOpenedAt(navIsOpen ? null : location.key)}
      >
        {navIsOpen ? <CloseOutlined /> : <MenuOutlined />}
      </button>
    </div>
  );
}
