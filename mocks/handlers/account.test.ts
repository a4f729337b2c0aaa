import { describe, expect, it } from 'vitest';
import { MOCK_PASSWORD, PAGE_SCENARIOS, SCENARIOS, coupleUser } from '../scenarios.ts';
import { resetMockDb } from '../store.ts';

const api = (path: string) => `http://localhost:3000/api/v1${path}`;
const post = (path: string, body: unknown) =>
  fetch(api(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('mock account calls follow api.md', () => {
  it('GET /whoami answers 401 in the error shape without a session', async () => {
    resetMockDb('logged-out');
    const res = await fetch(api('/whoami'));
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body).toEqual({ message: expect.any(String), ui: { messages: [{ text: body.message }] } });
  });

  it.each([...SCENARIOS.filter((scenario) => scenario !== 'logged-out'), ...PAGE_SCENARIOS])(
    'GET /whoami returns the session user of the %s scenario with every field',
    async (scenario) => {
      resetMockDb(scenario);
      const user = await (await fetch(api('/whoami'))).json();
      expect(Object.keys(user).sort()).toEqual(Object.keys(coupleUser('active')).sort());
      expect(user.isShowInitWizard).toBe(scenario === 'wizard-pending');
      const subscribed = [
        'active',
        'expiring-subscription',
        'ended-subscription',
        'settings-members',
        'helper',
        'seating-plan',
        'invitations-closed',
        'consultation-booked',
        ...PAGE_SCENARIOS,
      ].includes(scenario);
      expect(user.subscriptions === null).toBe(!subscribed);
      if (scenario === 'ended-subscription') expect(user.subscriptions.expires).toBeLessThanOrEqual(0);
      if (scenario === 'active') expect(user.subscriptions.expires).toBeGreaterThan(0);
    },
  );

  it('POST /user/auth signs in with the right pair and refuses a wrong one without saying which', async () => {
    resetMockDb('logged-out');
    const wrong = await post('/user/auth', { email: 'anna@example.ru', password: 'nope' });
    expect(wrong.status).toBe(401);
    const unknown = await post('/user/auth', { email: 'olga@example.ru', password: 'nope' });
    expect(await unknown.json()).toEqual(await wrong.json());

    const right = await post('/user/auth', { email: 'Anna@Example.ru', password: MOCK_PASSWORD });
    expect(right.status).toBe(200);
    expect((await right.json()).email).toBe('anna@example.ru');
    expect((await fetch(api('/whoami'))).status).toBe(200);
  });

  it('POST /user/auth answers 422 per missing field', async () => {
    const res = await post('/user/auth', { email: 'anna@example.ru' });
    expect(res.status).toBe(422);
    expect((await res.json()).ui.messages).toEqual([{ text: 'Поле не может быть пустым', field: 'password' }]);
  });

  it('GET /user/logout ends the session with {}, and answers {} again without one', async () => {
    resetMockDb('active');
    const res = await fetch(api('/user/logout'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await fetch(api('/whoami'))).status).toBe(401);
    const again = await fetch(api('/user/logout'));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({});
  });
});
