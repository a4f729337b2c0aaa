import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSubscriptionSummary } from '../../server/features/subscriptions/public.ts';
import { databaseTargets } from '../support/databases.ts';
import { startFakeYookassa, type FakeYookassa } from '../support/fake-yookassa.ts';
import { freePort } from '../support/product-process.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)('paying through YooKassa (a fake on loopback) on %s', (target) => {
  let t: TestApp;
  let fake: FakeYookassa;
  let publicUrl: string;

  beforeAll(async () => {
    fake = await startFakeYookassa();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    t = await buildTestApp(
      target,
      {
        PUBLIC_URL: publicUrl,
        YOOKASSA_SHOP_ID: fake.shopId,
        YOOKASSA_SECRET_KEY: fake.secretKey,
        YOOKASSA_API_URL: fake.apiUrl,
        YOOKASSA_VAT_CODE: '1',
      },
      // The same number of retries as in production, with waits of milliseconds instead of seconds.
      { paymentRetryDelaysMs: [5, 10, 20] },
    );
    // Listening for real: the fake posts its notifications over HTTP.
    await t.app.listen({ port, host: '127.0.0.1' });
    fake.notificationUrl = `${publicUrl}/api/v1/payments/yookassa/notifications`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
  });

  async function start(user: SignedInUser, variant = 'month') {
    return t.app.inject({ method: 'GET', url: `/api/v1/payments/start?variant=${variant}`, headers: user.headers });
  }

  async function ourPayments(user: SignedInUser) {
    return t.app.db.selectFrom('payments').selectAll().where('user_id', '=', user.id).orderBy('created_at').execute();
  }

  /** Starts a payment and answers the provider's payment made for it. */
  async function startedPayment(user: SignedInUser, variant = 'month') {
    const res = await start(user, variant);
    expect(res.statusCode).toBe(303);
    const providerId = new URL(res.headers.location as string).searchParams.get('orderId')!;
    return fake.payments.get(providerId)!;
  }

  async function expiresAt(user: SignedInUser): Promise<number | null> {
    const summary = await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now());
    return summary ? Date.parse(summary.expiresDate) : null;
  }

  it('creates the payment with Basic auth, a saved Idempotence-Key, the amount, a redirect and a 54-FZ receipt', async () => {
    const user = await signedInUser(t.app, { email: `anna.${target}@example.ru` });
    const res = await start(user);
    expect(res.statusCode).toBe(303);

    const creations = fake.requests.filter((r) => r.method === 'POST');
    expect(creations).toHaveLength(1);
    const [request] = creations;
    const [payment] = await ourPayments(user);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString('base64')}`);
    expect(request.idempotenceKey).toBe(payment.idempotence_key);
    expect(request.body).toEqual({
      amount: { value: '299.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `${publicUrl}/api/v1/payments/${payment.id}/return` },
      description: 'Подписка «Месяц» на свадебный планировщик',
      metadata: { paymentId: payment.id },
      receipt: {
        customer: { email: `anna.${target}@example.ru` },
        items: [
          {
            description: 'Подписка «Месяц» на свадебный планировщик',
            quantity: 1,
            amount: { value: '299.00', currency: 'RUB' },
            vat_code: 1,
            payment_subject: 'service',
            payment_mode: 'full_payment',
          },
        ],
      },
    });

    const providerPayment = fake.payments.get(payment.provider_payment_id!)!;
    expect(res.headers.location).toBe(providerPayment.confirmation.confirmation_url);
    expect(payment).toMatchObject({ provider: 'yookassa', status: 'pending', amount_kopecks: 29_900, currency: 'RUB' });
    expect(await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now())).toBeNull();
  });

  it('retries a 500 that came after the payment was really created with the same key: one payment at the provider', async () => {
    const user = await signedInUser(t.app);
    const paymentsBefore = fake.payments.size;
    fake.failNextCreates(1, 'fail-after-create');
    const res = await start(user);

    const creations = fake.requests.filter((r) => r.method === 'POST');
    expect(creations).toHaveLength(2);
    expect(new Set(creations.map((r) => r.idempotenceKey)).size).toBe(1);
    // Figure: a retried creation leaves exactly one payment at the provider.
    expect(fake.payments.size - paymentsBefore).toBe(1);
    const [payment] = await ourPayments(user);
    expect(res.headers.location).toBe(fake.payments.get(payment.provider_payment_id!)!.confirmation.confirmation_url);
    expect(payment.status).toBe('pending');
  });

  it('gives up after a bounded number of 500s and sends the browser to the failure page', async () => {
    const user = await signedInUser(t.app);
    fake.failNextCreates(4, 'fail-before-create');
    const res = await start(user);
    expect(res.headers.location).toBe('/profile/payment-failure?reason=unavailable');
    const creations = fake.requests.filter((r) => r.method === 'POST');
    expect(creations).toHaveLength(4);
    expect(new Set(creations.map((r) => r.idempotenceKey)).size).toBe(1);
    const [payment] = await ourPayments(user);
    expect(payment.status).toBe('created');
    expect(payment.provider_payment_id).toBeNull();
    const returned = await t.app.inject({ method: 'GET', url: `/api/v1/payments/${payment.id}/return` });
    expect(returned.headers.location).toBe('/profile/payment-failure?reason=unavailable');
    expect(await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now())).toBeNull();
  }, 15_000);

  it('pays on the confirmation page, returns, confirms with YooKassa and lands on the success page', async () => {
    const user = await signedInUser(t.app);
    const started = await start(user);
    const page = await fetch(started.headers.location as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    const payAction = /<form method="post" action="([^"]+\/pay)">/.exec(html)![1];
    const paid = await fetch(new URL(payAction, started.headers.location as string), {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const returnUrl = new URL(paid.headers.get('location')!);
    expect(returnUrl.origin).toBe(publicUrl);

    // The browser returns to our server (a real request, with its session cookie).
    const returned = await fetch(returnUrl, { headers: user.headers, redirect: 'manual' });
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe('/profile/payment-success');
    expect((await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now()))?.expires).toBe(30);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path.startsWith('/v3/payments/'))).toBe(true);
  });

  it('cancels on the confirmation page and lands on the failure page with nothing extended', async () => {
    const user = await signedInUser(t.app);
    const payment = await startedPayment(user);
    fake.cancel(payment.id);
    const returned = await t.app.inject({ method: 'GET', url: new URL(payment.confirmation.return_url!).pathname });
    expect(returned.headers.location).toBe('/profile/payment-failure?reason=canceled');
    expect(await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now())).toBeNull();
    expect((await ourPayments(user))[0].status).toBe('canceled');
  });

  it('says "pending" on the failure page when the payer comes back before YooKassa has settled', async () => {
    const user = await signedInUser(t.app);
    const payment = await startedPayment(user);
    const returned = await t.app.inject({ method: 'GET', url: new URL(payment.confirmation.return_url!).pathname });
    expect(returned.headers.location).toBe('/profile/payment-failure?reason=pending');
    expect(await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now())).toBeNull();

    // It succeeds later and the notification extends the subscription after all.
    fake.pay(payment.id);
    expect(await fake.deliver(fake.notification('payment.succeeded', payment))).toBe(200);
    expect((await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now()))?.expires).toBe(30);
  });

  it('extends once for a notification delivered 3 times, concurrently and again after', async () => {
    const user = await signedInUser(t.app);
    const payment = await startedPayment(user);
    fake.pay(payment.id);
    const note = fake.notification('payment.succeeded', payment);
    const statuses = await Promise.all([fake.deliver(note), fake.deliver(note), fake.deliver(note)]);
    expect(statuses).toEqual([200, 200, 200]);
    const once = await expiresAt(user);
    // Figure: 3 deliveries, one extension of 30 days.
    expect(once! - Date.now()).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(once! - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);
    await fake.deliver(note);
    await t.app.inject({ method: 'GET', url: new URL(payment.confirmation.return_url!).pathname });
    expect(await expiresAt(user)).toBe(once);
  });

  it('adds both payments whatever order their notifications arrive in, stale events included', async () => {
    const user = await signedInUser(t.app);
    const first = await startedPayment(user);
    const second = await startedPayment(user, 'three-months');
    fake.pay(first.id);
    fake.pay(second.id);
    // The second's news first, then a stale "waiting_for_capture" of the first, then the first's.
    expect(await fake.deliver(fake.notification('payment.succeeded', second))).toBe(200);
    expect(
      await fake.deliver(fake.notification('payment.waiting_for_capture', { ...first, status: 'waiting_for_capture' })),
    ).toBe(200);
    expect(await fake.deliver(fake.notification('payment.succeeded', first))).toBe(200);
    expect(await fake.deliver(fake.notification('payment.succeeded', second))).toBe(200);
    expect((await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now()))?.expires).toBe(120);
    expect((await ourPayments(user)).map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('adds up two first payments of a user confirmed at the same moment', async () => {
    const user = await signedInUser(t.app);
    // Two tariffs: a second start of the same one goes back to the first payment's checkout.
    const first = await startedPayment(user);
    const second = await startedPayment(user, 'three-months');
    fake.pay(first.id);
    fake.pay(second.id);
    const statuses = await Promise.all([
      fake.deliver(fake.notification('payment.succeeded', first)),
      fake.deliver(fake.notification('payment.succeeded', second)),
    ]);
    expect(statuses).toEqual([200, 200]);
    expect((await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now()))?.expires).toBe(120);
  });

  it('changes nothing for forged notifications: unknown id, wrong amount, a claim the provider does not confirm', async () => {
    const user = await signedInUser(t.app);
    const payment = await startedPayment(user);
    const [ours] = await ourPayments(user);

    // An id YooKassa does not know.
    const unknown = fake.notification('payment.succeeded', {
      ...payment,
      id: '2f0f0f0f-000f-5000-a000-000000000000',
      status: 'succeeded',
    });
    expect(await fake.deliver(unknown)).toBe(200);
    // A real YooKassa payment that names our payment but is for 1 rouble.
    const cheap = fake.addPayment({
      amount: { value: '1.00', currency: 'RUB' },
      metadata: { paymentId: ours.id },
      status: 'succeeded',
      paid: true,
    });
    expect(await fake.deliver(fake.notification('payment.succeeded', cheap))).toBe(200);
    // Right amount, but another currency.
    const dollars = fake.addPayment({
      amount: { value: '299.00', currency: 'USD' },
      metadata: { paymentId: ours.id },
      status: 'succeeded',
      paid: true,
    });
    expect(await fake.deliver(fake.notification('payment.succeeded', dollars))).toBe(200);
    // Our real payment, claimed succeeded in the body while YooKassa says it is pending.
    expect(
      await fake.deliver(fake.notification('payment.succeeded', { ...payment, status: 'succeeded', paid: true })),
    ).toBe(200);
    // A body that is not a notification at all.
    const junk = await fetch(fake.notificationUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"hello":1}',
    });
    expect(junk.status).toBe(422);

    expect(await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now())).toBeNull();
    expect((await ourPayments(user)).map((p) => [p.status, p.provider_payment_id])).toEqual([['pending', payment.id]]);
  });

  it('answers 503 while YooKassa cannot confirm, so the notification is delivered again and then counts', async () => {
    const user = await signedInUser(t.app);
    const payment = await startedPayment(user);
    fake.pay(payment.id);
    fake.failNextGets(4);
    const note = fake.notification('payment.succeeded', payment);
    expect(await fake.deliver(note)).toBe(503);
    expect(await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now())).toBeNull();
    expect(await fake.deliver(note)).toBe(200);
    expect((await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now()))?.expires).toBe(30);
  }, 15_000);

  it('refuses a bad shop id / secret pair without retrying and without a subscription', async () => {
    const wrong = await buildTestApp(target, {
      YOOKASSA_SHOP_ID: fake.shopId,
      YOOKASSA_SECRET_KEY: 'test_wrong',
      YOOKASSA_API_URL: fake.apiUrl,
    });
    try {
      const user = await signedInUser(wrong.app);
      const res = await wrong.app.inject({
        method: 'GET',
        url: '/api/v1/payments/start?variant=month',
        headers: user.headers,
      });
      expect(res.headers.location).toBe('/profile/payment-failure?reason=unavailable');
      expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      const payment = await wrong.app.db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe('failed');
      // The embedded checkout is off while a real provider is configured.
      const embedded = await wrong.app.inject({
        method: 'GET',
        url: '/api/v1/payments/embedded/chk_x',
        headers: user.headers,
      });
      expect(embedded.statusCode).toBe(404);
    } finally {
      await wrong.close();
    }
  });
});
