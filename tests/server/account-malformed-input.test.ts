import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../support/accounts.ts';
import { apiClient } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const ROUTES = [
  '/user/register',
  '/user/activate',
  '/user/resend-code',
  '/user/auth',
  '/user/restore-password',
  '/user/check-password',
  '/user/change-password',
];

const PAYLOADS: Array<[string, unknown, string?]> = [
  ['numbers for every field', { email: 1, password: 2, userId: 3, code: 4, token: 5, 'old-password': 6 }],
  ['objects and arrays', { email: { a: 1 }, password: [1, 2], userId: [], code: {}, passwordConfirm: null }],
  ['nulls', { email: null, password: null, 'password-confirm': null, userId: null, code: null }],
  ['a huge string', { email: `${'a'.repeat(100_000)}@example.ru`, password: 'b'.repeat(100_000) }],
  ['control characters', { email: 'a\u0000@example.ru', password: '\u0000\u0001\u0002\u0003', userId: '\u0000' }],
  ['a JSON array', [1, 2, 3]],
  ['a JSON string', '"just a string"', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['an empty JSON body', '', 'application/json'],
  ['form-encoded', 'email=a%40b.ru&password=1234', 'application/x-www-form-urlencoded'],
  ['plain text', 'hello', 'text/plain'],
];

describe.each(databaseTargets)('malformed input to the account calls on %s', (target) => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let anna: SignedUpUser;

  beforeAll(async () => {
    t = await buildTestApp(target);
    api = apiClient(t.app);
    anna = await signUp(t.app, t.dataDir);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(PAYLOADS)('answers %s with a 4xx in the error shape on every call', async (_case, payload, contentType) => {
    for (const route of ROUTES) {
      const res = await api.post(route, payload, {
        cookie: anna.cookie,
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect(res.statusCode, `${route}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
      const body = res.json();
      expect(typeof body.message).toBe('string');
      expect(body.ui.messages.length).toBeGreaterThan(0);
    }
  });
});
