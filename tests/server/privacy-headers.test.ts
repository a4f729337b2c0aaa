import { describe, expect, it } from 'vitest';
import { signUp } from '../support/accounts.ts';
import { databaseTargets } from '../support/databases.ts';
import { useTestApp } from '../support/test-app.ts';

/* Issue 10, finding 11: personal answers are never cached; Permissions-Policy on every answer. */
describe.each(databaseTargets)('privacy headers on %s', (target) => {
  const t = useTestApp(target);

  it('marks every answer holding personal data Cache-Control: no-store, errors included', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const answers = [
      await t.api.get('/whoami', { cookie: anna.cookie }),
      await t.api.get('/whoami'),
      await t.api.post('/user/auth', { email: anna.email, password: anna.password }),
      await t.api.post('/user/auth', { email: anna.email, password: 'Не-тот-пароль-1' }),
      await t.api.get('/advices/get-one/random', { cookie: anna.cookie }),
      await t.api.get('/no-such-route'),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('lets the public answers (health, tariffs) be cached as before', async () => {
    for (const url of ['/health', '/subscriptions/variants']) {
      const res = await t.api.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).not.toBe('no-store');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
    }
  });

  it('sends Permissions-Policy with pages and errors outside the API too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nothing-here' });
    expect(res.headers['permissions-policy']).toContain('microphone=()');
  });
});
