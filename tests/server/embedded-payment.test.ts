import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSubscriptionSummary } from '../../server/features/subscriptions/public.ts';
import { databaseTargets } from '../support/databases.ts';
import { waitForMail } from '../support/outbox.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)('paying with the embedded checkout on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Follows a variant's uri the way a browser would: answers where it was sent. */
  async function startPayment(user: SignedInUser | null, variant = 'month') {
    const variants = (await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/variants' })).json();
    const uri = variants.find((v: { id: string }) => v.id === variant).uri;
    const res = await t.app.inject({ method: 'GET', url: uri, headers: user?.headers ?? {} });
    return res;
  }

  async function submit(user: SignedInUser, action: string) {
    return t.app.inject({
      method: 'POST',
      url: action,
      headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  }

  function formActions(html: string): string[] {
    return [...html.matchAll(/<form method="post" action="([^"]+)">/g)].map((m) => m[1]);
  }

  it('creates no payment for a HEAD request to a variant uri', async () => {
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'HEAD',
      url: '/api/v1/payments/start?variant=month',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(404);
    const payments = await t.app.db.selectFrom('payments').select('id').where('user_id', '=', user.id).execute();
    expect(payments).toEqual([]);
  });

  it('sends a visitor without a session to the login page', async () => {
    const res = await startPayment(null);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/profile/login');
  });

  it('follows start → checkout page → pay → return → success, and extends the subscription by 30 days', async () => {
    const user = await signedInUser(t.app);
    const started = await startPayment(user);
    expect(started.statusCode).toBe(303);
    const checkoutUrl = started.headers.location as string;
    expect(checkoutUrl).toMatch(/^\/api\/v1\/payments\/embedded\/chk_/);

    const page = await t.app.inject({ method: 'GET', url: checkoutUrl, headers: user.headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain('Оплата подписки');
    expect(page.body).toContain('Месяц');
    expect(page.body).toContain('30 дней');
    expect(page.body).toMatch(/299\s₽/);
    expect(page.body).toContain('>Оплатить</button>');
    expect(page.body).toContain('>Отменить</button>');
    expect(page.body).not.toMatch(/<script/i);
    // The app's look: its title pattern, font stack and primary red, not a lighter one of its own.
    expect(page.body).toContain('<title>Оплата подписки — Свадебный планировщик</title>');
    expect(page.body).toContain("font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
    expect(page.body).toContain('.pay { background: #c2185b;');
    expect(page.body).not.toContain('#e0456a');
    const [payAction, cancelAction] = formActions(page.body);
    expect(payAction).toBe(`${checkoutUrl}/pay`);
    expect(cancelAction).toBe(`${checkoutUrl}/cancel`);

    // Nothing is extended merely by starting or viewing.
    expect(await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now())).toBeNull();

    const paid = await submit(user, payAction);
    expect(paid.statusCode).toBe(303);
    const returnUrl = paid.headers.location as string;
    expect(returnUrl).toMatch(/^\/api\/v1\/payments\/pay_[\w-]+\/return$/);

    const returned = await t.app.inject({ method: 'GET', url: returnUrl, headers: user.headers });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe('/profile/payment-success');

    const summary = await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now());
    expect(summary).toMatchObject({ name: 'Месяц', expires: 30 });
    // The payer gets the payment confirmed by mail (issue 22, item 9).
    const mail = await waitForMail(t.dataDir, user.email);
    expect(mail.subject).toBe('Оплата получена: подписка продлена');
    expect(mail.text).toMatch(/Оплата 299(,00)?\s₽ получена\. Подписка «Месяц» действует до \d\d\.\d\d\.\d{4}\./);
    const payment = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount_kopecks: 29_900,
      currency: 'RUB',
      provider: 'embedded',
    });

    // Paying and returning again changes nothing: each payment extends once.
    await submit(user, payAction);
    await t.app.inject({ method: 'GET', url: returnUrl });
    expect((await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now()))?.expiresDate).toBe(
      summary?.expiresDate,
    );

    // The decided checkout no longer offers its buttons.
    const after = await t.app.inject({ method: 'GET', url: checkoutUrl, headers: user.headers });
    expect(after.body).toContain('Этот платёж уже оплачен.');
    expect(formActions(after.body)).toEqual([]);
  });

  it('follows start → cancel → failure and leaves the user without a subscription', async () => {
    const user = await signedInUser(t.app);
    const checkoutUrl = (await startPayment(user)).headers.location as string;
    const canceled = await submit(user, `${checkoutUrl}/cancel`);
    expect(canceled.statusCode).toBe(303);
    const returned = await t.app.inject({ method: 'GET', url: canceled.headers.location as string });
    expect(returned.headers.location).toBe('/profile/payment-failure?reason=canceled');
    expect(await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now())).toBeNull();

    // A cancelled checkout cannot be paid afterwards.
    const paidLate = await submit(user, `${checkoutUrl}/pay`);
    const returnedLate = await t.app.inject({ method: 'GET', url: paidLate.headers.location as string });
    expect(returnedLate.headers.location).toBe('/profile/payment-failure?reason=canceled');
    expect(await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now())).toBeNull();
    const payment = await t.app.db
      .selectFrom('payments')
      .select('status')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(payment?.status).toBe('canceled');
  });

  it('charges the discounted price of a longer tariff', async () => {
    const user = await signedInUser(t.app);
    const checkoutUrl = (await startPayment(user, 'three-months')).headers.location as string;
    const page = await t.app.inject({ method: 'GET', url: checkoutUrl, headers: user.headers });
    expect(page.body).toContain('3 месяца');
    expect(page.body).toMatch(/799\s₽/);
    const paid = await submit(user, `${checkoutUrl}/pay`);
    await t.app.inject({ method: 'GET', url: paid.headers.location as string });
    expect((await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now()))?.expires).toBe(90);
    const payment = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(payment.amount_kopecks).toBe(79_900);
  });

  it('extends an active subscription from its end, and an ended one from now', async () => {
    for (const [state, expected] of [
      ['active', 40],
      ['ended', 30],
    ] as const) {
      const user = await signedInUser(t.app, { subscription: state });
      const before = Date.parse(
        (await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now()))!.expiresDate,
      );
      const checkoutUrl = (await startPayment(user)).headers.location as string;
      const paid = await submit(user, `${checkoutUrl}/pay`);
      await t.app.inject({ method: 'GET', url: paid.headers.location as string });
      const summary = (await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now()))!;
      expect(summary.expires).toBe(expected);
      if (state === 'active') expect(Date.parse(summary.expiresDate) - before).toBe(30 * DAY_MS);
    }
  });

  it('shows nobody else the checkout, and lets nobody else pay it', async () => {
    const payer = await signedInUser(t.app);
    const stranger = await signedInUser(t.app);
    const checkoutUrl = (await startPayment(payer)).headers.location as string;
    const seen = await t.app.inject({ method: 'GET', url: checkoutUrl, headers: stranger.headers });
    expect(seen.statusCode).toBe(404);
    expect(seen.body).toContain('Платёж не найден');
    const paid = await submit(stranger, `${checkoutUrl}/pay`);
    expect(paid.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: checkoutUrl });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/profile/login');
    expect(await getSubscriptionSummary(t.app.db, payer.weddingId, t.app.clock.now())).toBeNull();
  });

  it('answers an unknown variant with 404 and a Russian message, and a missing one with 422', async () => {
    const user = await signedInUser(t.app);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/start?variant=forever',
      headers: user.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Такого тарифа нет');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/payments/start', headers: user.headers });
    expect(missing.statusCode).toBe(422);
  });

  it('sends an unknown payment back from the return URL to the failure page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/pay_nothing/return' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/profile/payment-failure?reason=unavailable');
  });

  it('has no YooKassa notification endpoint while the embedded checkout takes payments', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/yookassa/notifications',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: 'x' } },
    });
    expect(res.statusCode).toBe(404);
  });
});
