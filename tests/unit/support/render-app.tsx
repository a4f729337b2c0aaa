import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App, startApp } from '../../../src/app/app.tsx';
import { appRoutes } from '../../../src/app/routes.tsx';
import { createAppServices } from '../../../src/lib/services/app-services.ts';
import { APP_BASENAME } from '../../../src/lib/routing/route-paths.ts';
import type { ScenarioName } from '../../../mocks/scenarios.ts';
import { resetMockDb } from '../../../mocks/store.ts';

/**
 * Renders the whole app (providers, router, session lookup) at a path under /profile, against the
 * mock API in the given scenario (`prepare` may change the mock data before the app starts). Returns the router (to read where it ended up) and the services.
 */
export function renderApp(path: string, scenario: ScenarioName = 'logged-out', prepare?: () => void) {
  resetMockDb(scenario);
  prepare?.();
  const services = createAppServices();
  const router = createMemoryRouter(appRoutes, { basename: APP_BASENAME, initialEntries: [APP_BASENAME + path] });
  // As main.tsx starts the app: the screen's code, the session lookup and its first reads ahead.
  startApp(router, services);
  const user = userEvent.setup();
  const view = render(<App services={services} router={router} />);
  /** The path inside the app, without the /profile base ('/' for the dashboard). */
  const currentPath = () => router.state.location.pathname.slice(APP_BASENAME.length) || '/';
  return { ...view, services, router, user, currentPath };
}
