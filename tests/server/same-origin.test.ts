import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { signUp } from '../support/accounts.ts';
import { apiClient } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { profileForm } from '../support/images.ts';
import { buildTestApp, TEST_PASSWORD_COST, type TestApp } from '../support/test-app.ts';

describe.each(databaseTargets)('cross-site requests on %s', (target) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    // PUBLIC_URL is http://localhost:3000; requests arrive with Host localhost:80 (inject's).
    t = await buildTestApp(target);
    api = apiClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const crossSite = 'Запрос с другого сайта отклонён';

  it('refuses a login posted from another site’s page (Origin)', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const res = await api.post(
      '/user/auth',
      { email: anna.email, password: anna.password },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: crossSite, ui: { messages: [{ text: crossSite }] } });
    expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });

  it('refuses a request the browser marks cross-site even without Origin', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const res = await api.delete('/user/delete', { cookie: anna.cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect((await api.get('/whoami', { cookie: anna.cookie })).statusCode).toBe(200);
  });

  it('refuses a cross-site multipart upload before reading it', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const res = await api.post('/user/update', profileForm({ brideName: 'Взлом' }), {
      cookie: anna.cookie,
      headers: { origin: 'http://attacker.localhost:3000', 'sec-fetch-site': 'same-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await api.get('/whoami', { cookie: anna.cookie })).json().brideName).toBeNull();
  });

  it('refuses an opaque (null) origin and a same-site neighbour without Origin', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const refused: Array<Record<string, string>> = [{ origin: 'null' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of refused) {
      const res = await api.post('/user/update', profileForm({ brideName: 'Взлом' }), { cookie: anna.cookie, headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a logout link on another site, though logout is a GET', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const res = await api.get('/user/logout', { cookie: anna.cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect((await api.get('/whoami', { cookie: anna.cookie })).statusCode).toBe(200);
  });

  it('refuses an Origin that differs from PUBLIC_URL’s in scheme, host or port (issue 10, finding 6)', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const origins = [
      'https://localhost:3000',
      'http://localhost:3001',
      'http://localhost',
      'http://127.0.0.1:3000',
      'ws://localhost:3000',
      'http://localhost:80',
    ];
    for (const origin of origins) {
      const res = await api.post('/user/update', profileForm({ brideName: 'Взлом' }), {
        cookie: anna.cookie,
        headers: { origin, host: new URL(origin).host },
      });
      expect(res.statusCode, origin).toBe(403);
    }
    expect((await api.get('/whoami', { cookie: anna.cookie })).json().brideName).toBeNull();
  });

  it('accepts requests from the public address and from tools that send neither header', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const cases: Array<Record<string, string>> = [
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'HTTP://LOCALHOST:3000', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of cases) {
      const res = await api.post('/user/update', profileForm({ brideName: 'Анна' }), { cookie: anna.cookie, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(
      (await api.get('/user/logout', { cookie: anna.cookie, headers: { 'sec-fetch-site': 'same-origin' } })).statusCode,
    ).toBe(200);
  });

  it('lets reads through: a GET from another site changes nothing', async () => {
    const res = await api.get('/health', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a route that opts out (a payment provider’s webhook)', () => {
  it('takes cross-site posts when its config says allowCrossSite', async () => {
    const t = await buildTestApp('sqlite');
    await t.app.close();
    const app = await buildApp(t.config, { passwordCost: TEST_PASSWORD_COST });
    app.post('/api/v1/test-webhook', { config: { allowCrossSite: true } }, async () => ({ ok: true }));
    app.post('/api/v1/test-other', async () => ({ ok: true }));
    try {
      const headers = { origin: 'https://pay.example', 'sec-fetch-site': 'cross-site' };
      expect((await app.inject({ method: 'POST', url: '/api/v1/test-webhook', headers, payload: {} })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ method: 'POST', url: '/api/v1/test-other', headers, payload: {} })).statusCode).toBe(
        403,
      );
    } finally {
      await app.close();
    }
  });
});
