import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../components/loading-overlay/loading-overlay.tsx';
import { accessStateOf, redirectFor } from '../lib/routing/access.ts';
import { pendingJoinPath } from '../lib/routing/pending-join.ts';
import { isPlanningSectionKey } from '../lib/routing/planning-sections.ts';
import { ROUTE_PATHS, type RouteKey } from '../lib/routing/route-paths.ts';
import { ServerScreenHandOff } from '../lib/server-screen/hand-off.ts';
import { useServices, useSessionState } from '../lib/services/services-context.tsx';

/** What every screen route declares: its key, which decides access and the page title. */
export interface AppRouteHandle {
  key: RouteKey;
}

function isAppRouteHandle(handle: unknown): handle is AppRouteHandle {
  return typeof handle === 'object' && handle !== null && 'key' in handle;
}

/** The screen a list of route matches shows: the key of the deepest route that declares one. */
export function routeKeyOf(matches: ReadonlyArray<{ handle?: unknown }>): RouteKey | null {
  return matches.map((match) => match.handle).findLast(isAppRouteHandle)?.key ?? null;
}

/**
 * The root of every route. It shows the loading overlay until the first session lookup (started
 * with the app, startApp in app.tsx) has answered, then lets through only the routes of the
 * visitor's state (spec section 2, "Routing by state") and sends every other path to that state's
 * home.
 */
export function RouteRoot() {
  const { t } = useTranslation(['pages', 'common', 'sections']);
  const { notices } = useServices();
  const { session, initDone } = useSessionState();
  const matches = useMatches();
  const routeKey = routeKeyOf(matches);

  // A refused change or a failed call belongs to its screen: its notice leaves with it.
  useEffect(() => {
    notices.setScreen(routeKey);
  }, [notices, routeKey]);

  // The tab names the screen and then the product (pages:documentTitle).
  const appName = t('common:appName');
  // A planning section names itself (locales/ru/sections/<key>.json).
  const screenTitle = isPlanningSectionKey(routeKey)
    ? t(`sections:${routeKey}.title`)
    : routeKey && t(`titles.${routeKey}`);
  const title = screenTitle ? t('documentTitle', { title: screenTitle, appName }) : appName;
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The build writes the description into index.html; the catalogue stays its one source.
  const description = t('common:appDescription');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);

  if (!initDone) return <LoadingOverlay variant="plain" delayed />;

  const state = accessStateOf(session);
  const redirect = redirectFor(routeKey, state);
  // Signed in from an invitation's page (login, registration, confirmation): back to it, to join.
  if (redirect) {
    return (
      <>
        {/* The server drew a screen the app does not show after all: the app's own takes its place. */}
        <ServerScreenHandOff />
        <Navigate to={(state !== 'loggedOut' && pendingJoinPath()) || ROUTE_PATHS[redirect]} replace />
      </>
    );
  }

  return (
    <Suspense fallback={<LoadingOverlay variant="light" delayed />}>
      <Outlet />
    </Suspense>
  );
}
