import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.ts';
import { csvText, importForm } from '../support/guest-files.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const TOO_MANY = /^Слишком много попыток\. Повторите через \d+ минут/;

describe.each(databaseTargets)('imports and downloads are rate limited, on %s', (target) => {
  // Each import reads its file in a worker thread of its own; a limit of 3 shows the rule without
  // 30 of them. The download limits are tested at their real numbers.
  const t = useTestApp(target, {}, { rateLimits: { 'file-import-user': { limit: 3, windowSeconds: 3600 } } });

  const get = (user: SignedInUser, url: string, ip: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...user.headers, 'x-forwarded-for': ip } });
  const preview = (user: SignedInUser, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/guests/import?mode=preview',
      headers: { ...user.headers, 'x-forwarded-for': ip },
      payload: importForm(
        csvText([
          ['Имя', 'Сторона'],
          ['Мария', 'Общие'],
        ]),
        'guests.csv',
      ),
    });

  it('answers a couple\u2019s import past the limit with 429 and a Russian text', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    for (let i = 0; i < 3; i++) expect((await preview(anna, '203.0.113.10')).statusCode).toBe(200);
    const refused = await preview(anna, '203.0.113.11');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(TOO_MANY);
    // Another couple is not held up by Anna's count.
    const olga = await signedInUser(t.app, { subscription: 'active' });
    expect((await preview(olga, '203.0.113.12')).statusCode).toBe(200);
  });

  it('answers the 61st download of a couple within an hour with 429, whichever file', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const files = ['/guests/download', '/guests/template', '/todos/download', '/todos/calendar.ics'];
    for (let i = 0; i < 60; i++)
      expect((await get(anna, files[i % files.length]!, '203.0.113.20')).statusCode).toBe(200);
    const refused = await get(anna, '/guests/download', '203.0.113.21');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
  });

  it('limits one client across couples: 121 downloads from one address are refused', async () => {
    const couples = await Promise.all([1, 2, 3].map(() => signedInUser(t.app, { subscription: 'active' })));
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await get(couples[i % 3]!, '/guests/template', '198.51.100.7')).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
