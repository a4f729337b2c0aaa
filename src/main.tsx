// antd's shared reset (links, icons), first of all styles; each component's CSS comes with its chunk.
import 'virtual:antd-reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from './lib/i18n.ts';
import { App, createAppRouter, startApp } from './app/app.tsx';
import { createAppServices } from './lib/services/app-services.ts';
import { watchAccessibleNames } from './lib/a11y/russian-accessible-names.ts';

const root = document.getElementById('root');
if (!root) throw new Error(i18n.t('errors:noRootElement'));
watchAccessibleNames();

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
  const services = createAppServices();
  const router = mockRouter ?? createAppRouter();
  startApp(router, services);
  createRoot(root).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
});
