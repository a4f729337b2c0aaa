import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers/index.ts';
import { scenarioOverlayHandlers, unknownRouteHandlers } from '../../mocks/mode-handlers.ts';
import { mockDb, resetMockDb } from '../../mocks/store.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { answerFromHandlers, answerFromServer, CookieJar } from './answers.ts';
import { TEST_TIMEOUT_MS } from '../support/waits.ts';
import { contractCases } from './cases.ts';
import { answerDifferences, handlersWithoutCase, runContractCase } from './run-contract.ts';
import { mergeShapes, shapeDifferences, shapeOf } from './shape.ts';
import { apiRequest } from './states.ts';

/** The handlers exactly as the mock build stacks them (mocks/browser.ts); the component tests use the middle part. */
const browserHandlers = [...scenarioOverlayHandlers, ...handlers, ...unknownRouteHandlers];

/** The statuses of the error catalogue (spec section 8) a scenario can make a call answer. */
const CATALOGUE_STATUSES = [400, 401, 403, 404, 422, 500, 507];

describe('the mock handlers answer like the real server (SQLite)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(contractCases.map((contractCase) => [contractCase.name, contractCase] as const))(
    '%s: same status, same shape (and the same figures where the case says)',
    async (_name, contractCase) => {
      const { differences } = await runContractCase(contractCase, browserHandlers, server);
      expect(differences).toEqual([]);
    },
  );

  // It walks every case on the mocks: more than the server project's bound on a busy machine.
  it('every handler of the mocks has a contract case', { timeout: TEST_TIMEOUT_MS }, async () => {
    // The scenario overlay answers only when a scenario injects a failure; the test below covers it.
    expect(await handlersWithoutCase(contractCases, browserHandlers)).toEqual(
      scenarioOverlayHandlers.map((handler) => `${handler.info.method} ${String(handler.info.path)}`),
    );
  });

  it('a failure a scenario injects has the status asked for and the shape of the server’s errors', async () => {
    const jar = new CookieJar();
    const serverErrors = [
      await answerFromServer(server.app, apiRequest('GET', '/whoami'), jar),
      await answerFromServer(server.app, apiRequest('POST', '/user/auth', { rawBody: '{' }), jar),
      await answerFromServer(server.app, apiRequest('POST', '/user/auth', { json: {} }), jar),
      await answerFromServer(server.app, apiRequest('GET', '/no-such-call'), jar),
    ];
    expect(serverErrors.map((answer) => answer.status)).toEqual([401, 400, 422, 404]);
    const serverErrorShape = serverErrors.map((answer) => shapeOf(answer.body)).reduce(mergeShapes);

    for (const status of CATALOGUE_STATUSES) {
      resetMockDb('active');
      mockDb.failures = [{ call: 'GET /whoami', status, used: 0 }];
      const { answer, handler } = await answerFromHandlers(browserHandlers, apiRequest('GET', '/whoami'));
      expect(handler).toBe(scenarioOverlayHandlers[0]);
      expect(answer.status).toBe(status);
      expect(shapeDifferences(shapeOf(answer.body), serverErrorShape)).toEqual([]);
    }
  });

  it('answer pairs differ when the statuses differ, whatever the bodies', () => {
    expect(answerDifferences('GET /x', { status: 401, body: {} }, { status: 200, body: {} })).toHaveLength(1);
  });
});
