import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers/index.ts';
import { apiPath } from '../../mocks/http.ts';
import { unknownRouteHandlers } from '../../mocks/mode-handlers.ts';
import { sessionUser } from '../../mocks/store.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { TEST_TIMEOUT_MS } from '../support/waits.ts';
import { contractCases } from './cases.ts';
import { handlersWithoutCase, runContractCase } from './run-contract.ts';

const caseNamed = (name: string) => {
  const found = contractCases.find((contractCase) => contractCase.name === name);
  if (!found) throw new Error(`no contract case "${name}"`);
  return found;
};

/** Handlers with one replaced by a changed copy (msw takes the first that answers). */
const withChanged = (changed: (typeof handlers)[number]) => [changed, ...handlers];

describe('the contract suite catches a handler that drifts from the server', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('fails when GET /whoami drops a field and changes the type of another', async () => {
    const drifted = http.get(apiPath('/whoami'), () => {
      const { subscriptions: _dropped, ...user } = sessionUser()!;
      return HttpResponse.json({ ...user, amountOfGuests: String(user.amountOfGuests) });
    });
    const { differences } = await runContractCase(
      caseNamed('GET /whoami with an active subscription'),
      withChanged(drifted),
      server,
    );
    expect(differences).toEqual([
      'GET /api/v1/whoami: $.amountOfGuests: the mock gives string, the server number',
      'GET /api/v1/whoami: $.subscriptions: only the server has it',
    ]);
  });

  it('fails when a handler answers another status than the server', async () => {
    const drifted = http.get(apiPath('/user/logout'), () => HttpResponse.json({ message: 'x' }, { status: 401 }));
    const { differences } = await runContractCase(
      caseNamed('GET /user/logout without a session'),
      withChanged(drifted),
      server,
    );
    expect(differences).toEqual(['GET /api/v1/user/logout: the mock answers 401, the server 200 ({})']);
  });

  it('fails when the error shape drifts (a message list turned into a string)', async () => {
    const drifted = http.post(apiPath('/user/auth'), () =>
      HttpResponse.json({ message: 'x', ui: { messages: 'x' } }, { status: 422 }),
    );
    const { differences } = await runContractCase(
      caseNamed('POST /user/auth without a password'),
      withChanged(drifted),
      server,
    );
    expect(differences).toEqual(['POST /api/v1/user/auth: $.ui.messages: the mock gives string, the server array']);
  });

  // It walks every case on the mocks (some 650): more than the server project's bound on a busy machine.
  it('names a handler that no contract case reaches', { timeout: TEST_TIMEOUT_MS }, async () => {
    const unchecked = http.get(apiPath('/budget'), () => HttpResponse.json([]));
    expect(await handlersWithoutCase(contractCases, [...handlers, unchecked, ...unknownRouteHandlers])).toEqual([
      'GET */api/v1/budget',
    ]);
  });
});
