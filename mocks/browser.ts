import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { isScenarioName } from './scenarios.ts';
import { mockDb, resetMockDb, restoreMockDb, type MockDb } from './store.ts';

const STORAGE_KEY = 'mock-api-db';

/**
 * `npm run dev:mock`: the app in the browser against the mock API. `?scenario=no-subscription` (or
 * logged-out, wizard-pending, expiring-subscription, ended-subscription, active) starts a scenario; the mock data survive
 * reloads of the tab until another scenario is asked for.
 */
export async function startMockWorker(): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('scenario');
  const saved = sessionStorage.getItem(STORAGE_KEY);
  if (isScenarioName(requested)) resetMockDb(requested);
  else if (saved) restoreMockDb(JSON.parse(saved) as MockDb);
  else resetMockDb('active');

  const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(mockDb));
  save();
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', save);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
  console.info(`[mock API] scenario "${mockDb.scenario}"; switch with ?scenario=…`);
}
