import './node-buffer.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createHashRouter } from 'react-router-dom';
import { restoreSavedMockDb, saveMockDb, startMockWorker } from '../../mocks/browser.ts';
import { scenarioFile } from '../../mocks/scenario-files.ts';
import { isScenarioFileName } from '../../mocks/scenarios.ts';
import { mockDb, resetMockDb, resetMockDbToSession } from '../../mocks/store.ts';
import supportTexts from '../../locales/ru/support.json';
import { appRoutes } from '../app/routes.tsx';
import i18n from '../lib/i18n.ts';
import { APP_BASENAME } from '../lib/routing/route-paths.ts';
import { installMockCheckout } from './mock-checkout.ts';
import { dropStartParams, HASH_ROUTING, replaceStartPath } from './mock-navigation.ts';
import { ScenarioPanel } from './scenario-panel.tsx';

// The support panel's texts: only mock builds have the panel, so the product's lazy namespaces leave them out.
i18n.addResourceBundle('ru', 'support', supportTexts);
import { decodeSessionParam, parseSessionJson, type SessionJsonResult } from './session-json.ts';

const DEFAULT_SCENARIO = 'active';

/**
 * Chooses the mock back end's starting state: a pasted session (`?session=`), a scenario
 * (`?scenario=`), what this tab saved before, or the default scenario.
 */
function chooseStartingState(): { sessionProblem?: Exclude<SessionJsonResult, { ok: true }> } {
  const params = new URLSearchParams(window.location.search);
  const sessionParam = params.get('session');
  const scenarioParam = params.get('scenario');
  dropStartParams();

  if (sessionParam !== null) {
    const result = parseSessionJson(decodeSessionParam(sessionParam));
    if (result.ok) {
      resetMockDbToSession(result.user);
      replaceStartPath('/');
      return {};
    }
    if (!restoreSavedMockDb()) resetMockDb(DEFAULT_SCENARIO);
    return { sessionProblem: result };
  }
  if (isScenarioFileName(scenarioParam)) {
    resetMockDb(scenarioParam);
    replaceStartPath(scenarioFile(scenarioParam).path ?? '/');
    return {};
  }
  if (scenarioParam !== null) console.warn(`[mock API] no scenario "${scenarioParam}" in mocks/scenarios/`);
  if (!restoreSavedMockDb()) resetMockDb(DEFAULT_SCENARIO);
  return {};
}

/**
 * Mock builds only (`npm run dev:mock`, `npm run build:mock`): starts the mock API, mounts the
 * support panel beside the app and gives the app its router. main.tsx imports this behind a
 * mode check, so the product's build carries none of it.
 */
export async function startMockMode() {
  const { sessionProblem } = chooseStartingState();
  saveMockDb();
  await startMockWorker();
  installMockCheckout();
  console.info(`[mock API] scenario "${mockDb.scenario}"; switch in the panel or with ?scenario=…`);

  const panel = document.createElement('div');
  panel.id = 'mock-panel';
  document.body.append(panel);
  createRoot(panel).render(
    <StrictMode>
      <ScenarioPanel sessionProblem={sessionProblem} />
    </StrictMode>,
  );

  const router = HASH_ROUTING
    ? createHashRouter(appRoutes)
    : createBrowserRouter(appRoutes, { basename: APP_BASENAME });
  return { router };
}
