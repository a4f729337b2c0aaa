import { act, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { startApp } from '../../src/app/app.tsx';
import { AppProviders } from '../../src/app/providers.tsx';
import { appRoutes } from '../../src/app/routes.tsx';
import { OVERLAY_GRACE_MS } from '../../src/components/loading-overlay/loading-overlay.tsx';
import i18n from '../../src/lib/i18n.ts';
import { PLANNING_SECTIONS } from '../../src/lib/routing/planning-sections.ts';
import { createAppServices } from '../../src/lib/services/app-services.ts';
import { apiPath, errorResponse } from '../../mocks/http.ts';
import { mockServer } from '../../mocks/node.ts';
import { MOCK_PASSWORD, type ScenarioName } from '../../mocks/scenarios.ts';
import { resetMockDb, sessionUser } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';

/** What a visitor sees on each screen: the dialog or heading, and the screen's name in the document title. */
const SCREENS: Record<string, { title: string; view: 'dialog' | 'heading'; heading?: string }> = {
  '/': { title: 'Главная', view: 'heading' },
  '/login': { title: 'Авторизация', view: 'dialog' },
  '/forgot': { title: 'Восстановление пароля', view: 'dialog' },
  '/new-password': { title: 'Новый пароль', view: 'dialog' },
  '/registration': { title: 'Регистрация', view: 'dialog' },
  '/user-confirmation': { title: 'Подтверждение регистрации', view: 'dialog' },
  '/first-login': { title: 'Знакомство', view: 'dialog' },
  // Every planning section as declared (src/features/*/section.tsx), named by its own locale file.
  ...Object.fromEntries(
    PLANNING_SECTIONS.map((section) => [
      section.path,
      { title: i18n.t(`sections:${section.key}.title`), view: 'heading' as const },
    ]),
  ),
  '/settings': { title: 'Настройки', view: 'heading' },
  '/subscriptions': { title: 'Подписка', view: 'heading' },
  '/payment-success': { title: 'Оплата прошла', view: 'heading', heading: 'Оплата прошла успешно' },
  '/payment-failure': { title: 'Ошибка оплаты', view: 'heading' },
  '/privacy/': { title: 'Политика конфиденциальности', view: 'heading' },
};

const ALL_PATHS = [...new Set([...Object.keys(SCREENS), '/logout', '/blog/', '/no-such-page'])];

/** Every planning section opens, on the couple's plan or on the sample wedding. */
const SECTIONS: string[] = PLANNING_SECTIONS.map((section) => section.path);

interface StateCase {
  name: string;
  scenario: ScenarioName;
  home: string;
  /** Paths shown as asked for; every other path lands on home. */
  reachable: string[];
}

const AUTH = ['/login', '/forgot', '/new-password', '/registration', '/user-confirmation'];
const WITHOUT_SUBSCRIPTION = ['/', '/subscriptions', '/settings', '/payment-success', '/payment-failure'];

const STATES: StateCase[] = [
  { name: 'logged out', scenario: 'logged-out', home: '/login', reachable: [...AUTH, '/privacy/'] },
  {
    name: 'wizard pending',
    scenario: 'wizard-pending',
    home: '/first-login',
    reachable: ['/first-login', '/privacy/'],
  },
  {
    name: 'logged in without a subscription',
    scenario: 'no-subscription',
    home: '/',
    // The planning pages open on the sample wedding (tests/unit/sample-wedding.test.tsx).
    reachable: [...WITHOUT_SUBSCRIPTION, ...SECTIONS, '/privacy/'],
  },
  {
    name: 'logged in with a subscription',
    scenario: 'active',
    home: '/',
    reachable: [...WITHOUT_SUBSCRIPTION, ...SECTIONS, '/privacy/'],
  },
];

/** Screens that need a query parameter get one; without it they send the visitor to login. */
const QUERY: Record<string, string> = {
  '/user-confirmation': '?user_id=u_new',
  '/new-password': '?email=anna%40example.ru',
};

async function expectScreen(path: string, currentPath: () => string) {
  const expected = SCREENS[path];
  await waitFor(() => expect(currentPath()).toBe(path));
  if (expected.view === 'dialog') {
    expect(await screen.findByRole('dialog', { name: expected.title })).toBeInTheDocument();
  } else {
    expect(
      await screen.findByRole('heading', { level: 1, name: expected.heading ?? expected.title }),
    ).toBeInTheDocument();
  }
  await waitFor(() => expect(document.title).toBe(`${expected.title} — Свадебный планировщик`));
}

describe.each(STATES)('routing when $name', ({ scenario, home, reachable }) => {
  it.each(ALL_PATHS.filter((path) => path !== '/logout'))('%s', async (path) => {
    const { currentPath } = renderApp(path + (QUERY[path] ?? ''), scenario);
    await expectScreen(reachable.includes(path) ? path : home, currentPath);
    // A section's first visit loads its chunk, its locale and (without a subscription) the sample.
  });

  it('/logout', async () => {
    let loggedOut = false;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/v1/user/logout')) loggedOut = true;
    });
    const { currentPath } = renderApp('/logout', scenario);
    // Whoever may log out is logged out and ends on login; a visitor is simply sent there.
    await expectScreen('/login', currentPath);
    expect(loggedOut).toBe(scenario !== 'logged-out');
  });
});

describe('the session gate', () => {
  it('shows the loading overlay until the first session lookup answers, then the routes', async () => {
    resetMockDb('active');
    mockServer.use(
      http.get(apiPath('/whoami'), async () => {
        await delay(OVERLAY_GRACE_MS + 400);
        return HttpResponse.json(sessionUser());
      }),
    );
    const { router } = renderApp('/budget', 'active');
    // A slow answer: the heart and its text come once the wait is noticeable.
    expect(screen.getByRole('status')).not.toHaveTextContent('Загрузка…');
    expect(await screen.findByText('Загрузка…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Бюджет' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Бюджет' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/budget');
  });

  it('a failed first lookup still shows the logged-out routes', async () => {
    mockServer.use(http.get(apiPath('/whoami'), () => errorResponse(404, 'Такого адреса API нет')));
    renderApp('/budget', 'active');
    expect(await screen.findByRole('dialog', { name: 'Авторизация' })).toBeInTheDocument();
  });

  it('logging in from the login route lands on the dashboard', async () => {
    const { services, currentPath } = renderApp('/login', 'logged-out');
    await screen.findByRole('dialog', { name: 'Авторизация' });
    await act(() => services.session.login({ email: 'anna@example.ru', password: MOCK_PASSWORD }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Главная' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(document.title).toBe('Главная — Свадебный планировщик');
  });

  it('shows the fallback error screen when a route fails', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    resetMockDb('active');
    const [root] = appRoutes;
    const routes: RouteObject[] = [
      {
        element: root.element,
        errorElement: root.errorElement,
        children: [{ path: 'broken', handle: { key: 'privacy' }, element: <Broken /> }],
      },
    ];
    const router = createMemoryRouter(routes, { basename: '/profile', initialEntries: ['/profile/broken'] });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const services = createAppServices();
    startApp(router, services);
    render(
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('render failed')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
