import { describe, expect, it } from 'vitest';
import { resumeStep, wizardValuesOf } from '../src/features/wizard/wizard-steps.ts';
import { callMatches, scenarioOverlayHandlers } from './mode-handlers.ts';
import { parseScenarioFile, scenarioFiles, scenarioUser, subscriptionEndingIn } from './scenario-files.ts';
import { mockDb, resetMockDb } from './store.ts';

const api = (path: string) => `http://localhost:3000/api/v1${path}`;

describe('scenario files (mocks/scenarios/*.json)', () => {
  it('hold every scenario support needs', () => {
    const required = [
      'logged-out',
      'wizard-pending',
      'wizard-step-2',
      'wizard-step-3',
      'wizard-step-4',
      'no-subscription',
      'active',
      'expiring-subscription',
      'ended-subscription',
      ...[400, 401, 403, 404, 422, 500, 507].map((status) => `error-${status}`),
      'slow-network',
      'offline',
    ];
    expect(required.filter((name) => !scenarioFiles.has(name))).toEqual([]);
  });

  it('open the wizard at steps 1 to 4 by what the couple has filled in (mock builds resume there)', () => {
    const stepOf = (name: string) => {
      const user = scenarioUser(scenarioFiles.get(name)!);
      expect(user.isShowInitWizard).toBe(true);
      return resumeStep(wizardValuesOf(user)) + 1;
    };
    expect(['wizard-pending', 'wizard-step-2', 'wizard-step-3', 'wizard-step-4'].map(stepOf)).toEqual([1, 2, 3, 4]);
  });

  it('each error scenario makes a call answer its own status', () => {
    for (const status of [400, 401, 403, 404, 422, 500, 507]) {
      expect(scenarioFiles.get(`error-${status}`)?.failures?.map((failure) => failure.status)).toEqual([status]);
    }
  });

  it('count subscription days from today, so "5 days left" stays 5 days left', () => {
    const user = scenarioUser(scenarioFiles.get('expiring-subscription')!);
    expect(user.subscriptions?.expires).toBe(5);
    const daysToEnd = (Date.parse(user.subscriptions!.expiresDate) - Date.now()) / 86_400_000;
    expect(daysToEnd).toBeGreaterThan(3.9);
    expect(daysToEnd).toBeLessThanOrEqual(5);
    expect(scenarioUser(scenarioFiles.get('no-subscription')!).subscriptions).toBeNull();
    expect(subscriptionEndingIn('Месяц', -3).expires).toBe(-3);
  });

  it('a typo in a scenario file is refused with the file and the field named', () => {
    expect(() => parseScenarioFile('typo', { description: 'x', sigendIn: false })).toThrow(
      'mocks/scenarios/typo.json: unknown field "sigendIn"',
    );
    expect(() => parseScenarioFile('bad', { description: 'x', user: { brideNmae: 'A' } })).toThrow(
      '"user.brideNmae" is not a session-user field',
    );
    expect(() => parseScenarioFile('bad', { description: 'x', failures: [{ call: 'whoami', status: 500 }] })).toThrow(
      'failure "call" must look like "GET /whoami"',
    );
    expect(() =>
      parseScenarioFile('bad', { description: 'x', failures: [{ call: 'GET /whoami', status: 200 }] }),
    ).toThrow('error status');
    expect(() => parseScenarioFile('bad', { description: 'x', network: 'fast' })).toThrow('"network"');
    expect(() => parseScenarioFile('bad', {})).toThrow('"description" is required');
    expect(() => parseScenarioFile('bad', { description: 'x', plan: 'bad' })).toThrow('"plan" must name another');
  });

  it("every scenario that starts on another one's plan names a scenario there is", () => {
    for (const [name, file] of scenarioFiles) {
      if (file.plan !== undefined) expect(scenarioFiles.has(file.plan), name).toBe(true);
    }
  });
});

describe('failures and network of a scenario', () => {
  it('name calls by method and path, with :name for one segment and * for the rest', () => {
    expect(callMatches('GET /whoami', 'GET', api('/whoami'))).toBe(true);
    expect(callMatches('GET /whoami', 'POST', api('/whoami'))).toBe(false);
    expect(callMatches('* /whoami', 'POST', api('/whoami'))).toBe(true);
    expect(callMatches('PATCH /budget/:id', 'PATCH', api('/budget/b_1'))).toBe(true);
    expect(callMatches('PATCH /budget/:id', 'PATCH', api('/budget'))).toBe(false);
    expect(callMatches('GET /user/*', 'GET', api('/user/logout'))).toBe(true);
    expect(callMatches('GET /budget', 'GET', api('/budget/summary'))).toBe(false);
    expect(callMatches('GET /whoami', 'GET', 'file:///api/v1/whoami')).toBe(true);
  });

  it('a failure with "times" fails only that many calls, then the handlers answer', async () => {
    resetMockDb('active');
    mockDb.failures = [{ call: 'GET /whoami', status: 500, times: 1, used: 0 }];
    const [overlay] = scenarioOverlayHandlers;
    const first = await overlay.run({ request: new Request(api('/whoami')), requestId: '1' });
    expect(first?.response?.status).toBe(500);
    const second = await overlay.run({ request: new Request(api('/whoami')), requestId: '2' });
    expect(second?.response).toBeUndefined();
  });

  it('offline answers every call with a network error', async () => {
    resetMockDb('offline');
    const result = await scenarioOverlayHandlers[0].run({ request: new Request(api('/whoami')), requestId: '3' });
    expect(result?.response?.type).toBe('error');
  });
});
