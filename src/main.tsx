// antd's shared reset (links, icons), first of all styles; each component's CSS comes with its chunk.
import 'virtual:antd-reset.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from './lib/i18n.ts';
import { App, createAppRouter, startApp } from './app/app.tsx';
import { createAppServices } from './lib/services/app-services.ts';
import { watchAccessibleNames } from './lib/a11y/russian-accessible-names.ts';
import { appRootElement, handOffServerScreen, readServerScreenState } from './lib/server-screen/hand-off.ts';

// On a screen the server drew (src/entry-server.tsx), the app starts from its session and answers
// and builds itself apart until it can take the drawing's place (src/lib/server-screen).
const serverScreen = readServerScreenState();
const root = appRootElement();
if (!root) throw new Error(i18n.t('errors:noRootElement'));
watchAccessibleNames();

/** How long the server's drawing may stay at most, waiting for the app to take its place. */
const SERVER_SCREEN_LIMIT_MS = 20_000;

/**
 * Only mock builds (`npm run dev:mock`, `npm run build:mock`: Vite mode "mock") start the mock API
 * and the support panel and bring their own router; the product's build drops this branch whole.
 */
async function startMockMode(): Promise<{ router?: Parameters<typeof App>[0]['router'] }> {
  if (import.meta.env.MODE !== 'mock') return {};
  const { startMockMode } = await import('./mock-mode/start-mock-mode.tsx');
  return startMockMode();
}

void startMockMode().then(({ router: mockRouter }) => {
  const services = createAppServices({ serverScreen });
  const router = mockRouter ?? createAppRouter();
  startApp(router, services);
  const app = (
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  // Behind the server's drawing the app builds itself in slices, leaving the phone free to scroll.
  if (serverScreen) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
  // Should the app never reach a screen that takes over (a bug), the drawing still gives way.
  setTimeout(handOffServerScreen, SERVER_SCREEN_LIMIT_MS);
});
