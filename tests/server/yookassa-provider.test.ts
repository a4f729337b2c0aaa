import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderRejectedError, ProviderUnavailableError } from '../../server/features/payments/providers/provider.ts';
import { createYookassaProvider } from '../../server/features/payments/providers/yookassa.ts';
import { startFakeYookassa, type FakeYookassa } from '../support/fake-yookassa.ts';

describe('the YooKassa client against the fake YooKassa', () => {
  let fake: FakeYookassa;
  beforeAll(async () => {
    fake = await startFakeYookassa({ noAnswerMs: 2000 });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const client = (overrides: { secretKey?: string; timeoutMs?: number } = {}) =>
    createYookassaProvider({
      shopId: fake.shopId,
      secretKey: overrides.secretKey ?? fake.secretKey,
      apiUrl: fake.apiUrl,
      vatCode: 1,
      publicUrl: 'https://svadba.example',
      timeoutMs: overrides.timeoutMs ?? 2000,
      retryDelaysMs: [20, 40, 80],
    });

  const request = (idempotenceKey: string, amountKopecks = 29_900) => ({
    paymentId: `pay_${idempotenceKey}`,
    idempotenceKey,
    amountKopecks,
    currency: 'RUB',
    description: 'Подписка «Месяц» на свадебный планировщик',
    returnPath: '/api/v1/payments/pay_1/return',
    customerEmail: 'anna@example.ru',
  });

  it('answers a replay with the same key and body with the same payment', async () => {
    const first = await client().create(request('key-replay'));
    const again = await client().create(request('key-replay'));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      status: 'pending',
      amountKopecks: 29_900,
      currency: 'RUB',
      paymentId: 'pay_key-replay',
    });
    expect(first.confirmationUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
  });

  it('is refused (400) when the same key comes with another body', async () => {
    await client().create(request('key-body'));
    const error = await client()
      .create(request('key-body', 79_900))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect((error as ProviderRejectedError).status).toBe(400);
  });

  it('is refused (401) with a bad shop id / secret key pair, without retrying', async () => {
    const error = await client({ secretKey: 'test_nope' })
      .create(request('key-auth'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect((error as ProviderRejectedError).status).toBe(401);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a creation that got no answer in time with the same key, leaving one payment', async () => {
    const before = fake.payments.size;
    fake.failNextCreates(1, 'no-answer');
    const payment = await client({ timeoutMs: 300 }).create(request('key-timeout'));
    expect(fake.requests.map((r) => r.idempotenceKey)).toEqual(['key-timeout', 'key-timeout']);
    expect(fake.payments.size - before).toBe(1);
    expect(fake.payments.get(payment.id)?.metadata).toEqual({ paymentId: 'pay_key-timeout' });
  });

  it('stops after a bounded number of attempts when YooKassa keeps failing', async () => {
    fake.failNextCreates(4, 'fail-before-create');
    const error = await client()
      .create(request('key-down'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(fake.requests).toHaveLength(4);
    expect(new Set(fake.requests.map((r) => r.idempotenceKey))).toEqual(new Set(['key-down']));
  });

  it('looks a payment up by id and answers null for an id YooKassa does not know', async () => {
    const payment = await client().create(request('key-lookup'));
    fake.pay(payment.id);
    expect(await client().fetch(payment.id)).toMatchObject({
      id: payment.id,
      status: 'succeeded',
      amountKopecks: 29_900,
    });
    expect(await client().fetch('00000000-000f-5000-a000-000000000000')).toBeNull();
  });
});
