import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.ts';
import { startFakeYookassa, type FakeYookassa } from '../support/fake-yookassa.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp, type TestAppWithApi } from '../support/test-app.ts';

/*
 * Issue 10, finding 9: starting payments is bounded. A second start of the same tariff goes back to
 * the pending checkout, new payments are rate-limited, and only our own pages start one; on the
 * embedded checkout and on YooKassa alike.
 */
function paymentStartChecks(t: TestAppWithApi, providerCalls: () => Promise<number>) {
  const start = (user: SignedInUser, headers: Record<string, string> = {}, variant = 'month') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/start?variant=${variant}`,
      headers: { ...user.headers, 'x-forwarded-for': '10.9.9.9', ...headers },
    });
  const paymentsOf = (user: SignedInUser) =>
    t.app.db.selectFrom('payments').select(['id', 'status']).where('user_id', '=', user.id).execute();

  it('reuses the pending payment of the same user and tariff: 20 starts, one payment, one provider call', async () => {
    const user = await signedInUser(t.app);
    const before = await providerCalls();
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await start(user));
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([303]));
    expect(new Set(answers.map((res) => res.headers.location)).size).toBe(1);
    expect(await paymentsOf(user)).toHaveLength(1);
    expect((await providerCalls()) - before).toBe(1);
    // Another tariff is another payment.
    expect((await start(user, {}, 'three-months')).statusCode).toBe(303);
    expect(await paymentsOf(user)).toHaveLength(2);
  });

  it('limits new payments per user: the 11th in an hour is 429 with Retry-After', async () => {
    const user = await signedInUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await start(user, { 'x-forwarded-for': `10.8.0.${i + 1}` })).statusCode).toBe(303);
      // Each abandoned at the checkout, so the next start cannot reuse it.
      await t.app.db.updateTable('payments').set({ status: 'canceled' }).where('user_id', '=', user.id).execute();
    }
    const over = await start(user, { 'x-forwarded-for': '10.8.1.1' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/^Слишком много попыток/);
    expect(await paymentsOf(user)).toHaveLength(10);
  });

  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['a page of another origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a start from %s, creating nothing', async (_case, headers) => {
    const user = await signedInUser(t.app);
    const before = await providerCalls();
    const res = await start(user, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Запрос с другого сайта отклонён');
    expect(await paymentsOf(user)).toEqual([]);
    expect(await providerCalls()).toBe(before);
  });

  it('starts from our own pages and from an address typed in', async () => {
    for (const site of ['same-origin', 'none']) {
      const user = await signedInUser(t.app);
      expect((await start(user, { 'sec-fetch-site': site })).statusCode).toBe(303);
    }
  });
}

describe.each(databaseTargets)('starting payments with the embedded checkout on %s', (target) => {
  const t = useTestApp(target);
  // The embedded provider's "calls" are its checkouts.
  paymentStartChecks(t, async () => (await t.app.db.selectFrom('embedded_checkouts').select('id').execute()).length);
});

describe.each(databaseTargets)('starting payments with YooKassa on %s', (target) => {
  let fake: FakeYookassa;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeYookassa();
    Object.assign(env, {
      YOOKASSA_SHOP_ID: fake.shopId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_API_URL: fake.apiUrl,
    });
  });
  afterAll(async () => {
    await fake.close();
  });
  const t = useTestApp(target, env, { paymentRetryDelaysMs: [5, 10, 20] });
  paymentStartChecks(t, async () => fake.requests.filter((request) => request.method === 'POST').length);
});
