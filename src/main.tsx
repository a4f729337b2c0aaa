import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from './lib/i18n.ts';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error(i18n.t('errors:noRootElement'));

/** Only `npm run dev:mock` (Vite mode "mock") starts the mock API; other builds drop this branch. */
async function startMockApi(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('../mocks/browser.ts');
  await startMockWorker();
}

void startMockApi().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
