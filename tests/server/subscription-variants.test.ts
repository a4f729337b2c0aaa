import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSubscriptionSummary } from '../../server/features/subscriptions/public.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

describe.each(databaseTargets)('subscription variants and the session summary on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the tariffs without a session, a month at 299 roubles first, longer ones cheaper per month', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/variants' });
    expect(res.statusCode).toBe(200);
    const variants = res.json();
    expect(variants).toEqual([
      {
        id: 'month',
        isProfitable: false,
        title: 'Месяц',
        text: '30 дней полного доступа к бюджету, списку гостей, списку дел и советам',
        price: 299,
        discountPrice: null,
        days: 30,
        uri: '/api/v1/payments/start?variant=month',
      },
      expect.objectContaining({ id: 'three-months', title: '3 месяца', price: 897, discountPrice: 799, days: 90 }),
      expect.objectContaining({ id: 'six-months', title: 'Полгода', price: 1794, discountPrice: 1490, days: 180 }),
    ]);
    const perMonth = variants.map((v: { price: number; discountPrice: number | null; days: number }) =>
      Math.round(((v.discountPrice ?? v.price) / v.days) * 30 * 100),
    );
    expect(perMonth[0]).toBe(29_900);
    expect(perMonth[1]).toBeLessThan(perMonth[0]);
    expect(perMonth[2]).toBeLessThan(perMonth[1]);
    expect(variants.filter((v: { isProfitable: boolean }) => v.isProfitable).map((v: { id: string }) => v.id)).toEqual([
      'six-months',
    ]);
    // Exact money on the wire: no float noise in the JSON text.
    expect(res.body).not.toMatch(/\d\.\d{3,}/);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const path of [
      '/subscriptions/variants',
      '/payments/start',
      '/payments/{paymentId}/return',
      '/payments/yookassa/notifications',
      '/payments/embedded/{checkoutId}',
      '/payments/embedded/{checkoutId}/pay',
      '/payments/embedded/{checkoutId}/cancel',
      '/advices/get-one/random',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('summarises no subscription as null, an active one in whole days left, an ended one as 0 or less', async () => {
    const never = await signedInUser(t.app);
    const active = await signedInUser(t.app, { subscription: 'active' });
    const ended = await signedInUser(t.app, { subscription: 'ended' });
    expect(await getSubscriptionSummary(t.app.db, never.weddingId, t.app.clock.now())).toBeNull();

    const activeSummary = await getSubscriptionSummary(t.app.db, active.weddingId, t.app.clock.now());
    expect(activeSummary).toEqual({ name: 'Месяц', expires: 10, expiresDate: expect.any(String) });
    expect(Date.parse(activeSummary!.expiresDate)).toBeGreaterThan(Date.now());

    const endedSummary = await getSubscriptionSummary(t.app.db, ended.weddingId, t.app.clock.now());
    expect(endedSummary?.name).toBe('Месяц');
    expect(endedSummary?.expires).toBeLessThanOrEqual(0);
    expect(endedSummary?.expires).toBe(-3);
  });

  it('counts a subscription with an hour left as one day, and one that ends this instant as 0', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const end = Date.parse((await getSubscriptionSummary(t.app.db, user.weddingId, t.app.clock.now()))!.expiresDate);
    expect((await getSubscriptionSummary(t.app.db, user.weddingId, new Date(end - 3_600_000)))!.expires).toBe(1);
    expect((await getSubscriptionSummary(t.app.db, user.weddingId, new Date(end)))!.expires).toBe(0);
    expect(Object.is((await getSubscriptionSummary(t.app.db, user.weddingId, new Date(end)))!.expires, -0)).toBe(false);
  });
});
