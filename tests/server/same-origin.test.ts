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

  it('refuses an Origin other than the address the request came to, in scheme, host or port (issue 10, finding 6)', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const cases: Array<{ origin: string; host: string }> = [
      // An https page of this host is another origin for this http server, and the reverse.
      { origin: 'https://localhost:3000', host: 'localhost:3000' },
      { origin: 'http://localhost:3001', host: 'localhost:3000' },
      { origin: 'http://127.0.0.1:3000', host: 'localhost:3000' },
      { origin: 'http://192.168.1.21:3000', host: '192.168.1.20:3000' },
      { origin: 'ws://localhost:3000', host: 'localhost:3000' },
      { origin: 'http://wedding.example', host: '192.168.1.20:3000' },
    ];
    for (const { origin, host } of cases) {
      for (const fetchSite of [undefined, 'same-site', 'cross-site']) {
        const res = await api.post('/user/update', profileForm({ brideName: 'Взлом' }), {
          cookie: anna.cookie,
          headers: { origin, host, ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}) },
        });
        expect(res.statusCode, `${origin} → ${host} (${fetchSite})`).toBe(403);
      }
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

describe.each(databaseTargets)(
  'the product opened at any address, PUBLIC_URL unset, on %s (issue 21, item 2)',
  (target) => {
    let t: TestApp;
    let api: ReturnType<typeof apiClient>;

    beforeAll(async () => {
      t = await buildTestApp(target, { PUBLIC_URL: '' });
      api = apiClient(t.app);
    });
    afterAll(async () => {
      await t.close();
    });

    // The address a terminal shows first, a LAN address from a phone, and a name on the network.
    const hosts = ['127.0.0.1:3000', '192.168.1.20:3000', 'wedding.local'];
    // What a current browser sends with a form or fetch of its own page, and what an older one does.
    const browsers = (host: string): Array<Record<string, string>> => [
      { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      { host, origin: `http://${host}` },
    ];

    it('logs in from each address', async () => {
      for (const host of hosts) {
        for (const headers of browsers(host)) {
          const anna = await signUp(t.app, t.dataDir);
          const res = await api.post('/user/auth', { email: anna.email, password: anna.password }, { headers });
          expect(res.statusCode, JSON.stringify(headers)).toBe(200);
          expect(res.cookies.find((c) => c.name === 'session')).toBeDefined();
        }
      }
    });

    it('pays from each address: start, then the checkout’s Pay button', async () => {
      for (const host of hosts) {
        for (const headers of browsers(host)) {
          const anna = await signUp(t.app, t.dataDir);
          const { origin: _origin, ...navigation } = headers; // a link followed sends no Origin
          const started = await api.get('/payments/start?variant=month', { cookie: anna.cookie, headers: navigation });
          expect(started.statusCode, JSON.stringify(headers)).toBe(303);
          const checkout = started.headers.location as string;
          const paid = await t.app.inject({
            method: 'POST',
            url: `${checkout}/pay`,
            headers: { ...headers, cookie: anna.cookie, 'content-type': 'application/x-www-form-urlencoded' },
            payload: '',
          });
          expect(paid.statusCode, JSON.stringify(headers)).toBe(303);
          const returned = await t.app.inject({
            method: 'GET',
            url: paid.headers.location as string,
            headers: { cookie: anna.cookie },
          });
          expect(returned.headers.location).toBe('/profile/payment-success');
        }
      }
    });

    it('still refuses a foreign Origin at each address', async () => {
      const anna = await signUp(t.app, t.dataDir);
      for (const host of hosts) {
        for (const fetchSite of [undefined, 'cross-site']) {
          const res = await api.post(
            '/user/auth',
            { email: anna.email, password: anna.password },
            {
              headers: { host, origin: 'https://evil.example', ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}) },
            },
          );
          expect(res.statusCode).toBe(403);
          expect(res.json().message).toBe('Запрос с другого сайта отклонён');
        }
      }
    });
  },
);
