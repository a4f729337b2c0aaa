import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { createAppServices, type AppServices } from '../lib/services/app-services.ts';
import { APP_BASENAME } from '../lib/routing/route-paths.ts';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './routes.tsx';
import './base.css';

type Router = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

export function createAppRouter(): Router {
  return createBrowserRouter(appRoutes, { basename: APP_BASENAME });
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
