import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { scenarioOverlayHandlers, unknownRouteHandlers } from './mode-handlers.ts';
import { mockDb, restoreMockDb, type MockDb } from './store.ts';

const STORAGE_KEY = 'mock-api-db';

/** Keeps the mock back end in the tab's sessionStorage, so a reload shows the same data. */
export function saveMockDb(): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(mockDb));
}

/** Brings back what this tab saved; false when it saved nothing yet. */
export function restoreSavedMockDb(): boolean {
  const saved = sessionStorage.getItem(STORAGE_KEY);
  if (!saved) return false;
  try {
    restoreMockDb(JSON.parse(saved) as MockDb);
    return true;
  } catch {
    return false;
  }
}

/** "GET /whoami", … : every call the handlers answer, for the panel's failure picker. */
export const mockedCalls: string[] = [
  ...new Set(
    handlers.map((handler) => `${handler.info.method} ${String(handler.info.path).replace(/^\*\/api\/v1/, '')}`),
  ),
];

/**
 * Answers /api/v1 in the page from the handlers of mocks/. Served over http(s) this registers the
 * service worker; opened from a folder (file://), where there are no service workers, MSW patches
 * fetch and XMLHttpRequest instead. Either way no API call leaves the browser.
 */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...scenarioOverlayHandlers, ...handlers, ...unknownRouteHandlers);
  worker.events.on('response:mocked', saveMockDb);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
