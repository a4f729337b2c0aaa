import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { databaseTargets } from '../support/databases.ts';
import { useTestApp } from '../support/test-app.ts';

/* Issue 10, finding 4: only the proxies TRUST_PROXY names choose the client address rate limits count. */

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a list of addresses, ranges and names', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
  });

  it.each(['true', '*', '1', '10.0.0.0/33', 'proxy.example.ru'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

const oneLoginPerClient = { rateLimits: { 'login-client': { limit: 1, windowSeconds: 900 } } };
const login = { email: 'nobody@example.ru', password: 'Не-тот-пароль-1' };

describe.each(databaseTargets)('the client address on %s', (target) => {
  describe('by default', () => {
    const t = useTestApp(target, { TRUST_PROXY: '' }, oneLoginPerClient);

    it('ignores X-Forwarded-For from a loopback peer: a client cannot pick a new address per request', async () => {
      expect((await t.api.post('/user/auth', login, { ip: '10.1.1.1' })).statusCode).toBe(401);
      expect((await t.api.post('/user/auth', login, { ip: '10.2.2.2' })).statusCode).toBe(429);
    });
  });

  describe('with the proxy named', () => {
    const t = useTestApp(target, { TRUST_PROXY: '127.0.0.1' }, oneLoginPerClient);

    it('counts the address the trusted proxy added', async () => {
      expect((await t.api.post('/user/auth', login, { ip: '10.1.1.1' })).statusCode).toBe(401);
      expect((await t.api.post('/user/auth', login, { ip: '10.2.2.2' })).statusCode).toBe(401);
      expect((await t.api.post('/user/auth', login, { ip: '10.1.1.1' })).statusCode).toBe(429);
    });
  });
});
