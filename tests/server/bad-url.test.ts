import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.ts';
import { useTestApp } from '../support/test-app.ts';

/* Issue 10, finding 10: an undecodable URL gets the contract's error shape and the usual headers. */
describe.each(databaseTargets)('undecodable and odd URLs on %s', (target) => {
  const t = useTestApp(target);

  it.each(['/api/v1/uploads/%E0%A4%A<script>', '/api/v1/uploads/%E0%A4%A', '/api/v1/whoami%', '/profile/%ZZ', '/%C0'])(
    'answers %s with 400 in the contract’s shape, with every security header',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Адрес запроса записан неверно',
        ui: { messages: [{ text: 'Адрес запроса записан неверно' }] },
      });
      expect(res.body).not.toMatch(/FST_|script|%E0/);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
    },
  );

  it('answers an id of 5,000 characters in the path like any unknown one, not with Fastify’s 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/uploads/${'a'.repeat(5000)}.webp` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.body).not.toContain('FST_');
    expect(res.headers['content-security-policy']).toBeTruthy();
  });
});
