import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { createAppServices, type AppServices } from '../lib/services/app-services.ts';
import { APP_BASENAME } from '../lib/routing/route-paths.ts';
import { AppProviders } from './providers.tsx';
import { preloadSignedInScreen } from './lazy-pages.ts';
import { routeKeyOf } from './route-root.tsx';
import { appRoutes } from './routes.tsx';
import './base.css';

type Router = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

export function createAppRouter(): Router {
  return createBrowserRouter(appRoutes, { basename: APP_BASENAME });
}

/**
 * The browser's router, made before the app first renders so the code of the screen it opens on is
 * asked for at once: the session lookup (preloaded with the page) has usually answered by then,
 * and the first render would otherwise stand between the entry's arrival and that request.
 */
export function createStartingRouter(): Router {
  const router = createAppRouter();
  preloadSignedInScreen(routeKeyOf(router.state.matches.map((match) => match.route)));
  return router;
}

/** The whole app. Tests pass their own services and a memory router; the browser gets fresh ones. */
export function App(props: { services?: AppServices; router?: Router }) {
  const [services] = useState(() => props.services ?? createAppServices());
  const [router] = useState(() => props.router ?? createAppRouter());
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
