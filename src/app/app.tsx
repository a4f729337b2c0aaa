import { createBrowserRouter, RouterProvider, type createMemoryRouter } from 'react-router-dom';
import type { AppServices } from '../lib/services/app-services.ts';
import { APP_BASENAME } from '../lib/routing/route-paths.ts';
import { AppProviders } from './providers.tsx';
import { accessStateOf } from '../lib/routing/access.ts';
import { preloadFirstReads, preloadSignedInScreen } from './lazy-pages.ts';
import { routeKeyOf } from './route-root.tsx';
import { appRoutes } from './routes.tsx';
import './base.css';

type Router = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

export function createAppRouter(): Router {
  return createBrowserRouter(appRoutes, { basename: APP_BASENAME });
}

/**
 * Starts what the first screen of a visit needs before the app first renders, so none of it
 * waits for that render (seconds of script on a slow phone): the code of the screen the router
 * opens on, the session lookup (preloaded with the page, so usually answered by now), and, once
 * it says the couple may read their plan, the screen's first reads. main.tsx calls it with the
 * browser's router; later navigations load and read as they render.
 */
export function startApp(router: Router, services: AppServices): void {
  const key = routeKeyOf(router.state.matches.map((match) => match.route));
  preloadSignedInScreen(key);
  // A page the server drew came with its session and its screen's answers (src/lib/server-screen).
  if (services.session.getSnapshot().initDone) return;
  void services.session.lookup().then(() => {
    // Without a subscription the sections show the sample wedding and read nothing.
    if (accessStateOf(services.session.getSnapshot().session) === 'subscribed') preloadFirstReads(key, services);
  });
}

/**
 * The whole app, on services and a router startApp has started: main.tsx gives the browser's,
 * tests their own with a memory router.
 */
export function App({ services, router }: { services: AppServices; router: Router }) {
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
