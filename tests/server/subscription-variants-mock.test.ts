import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_VARIANTS } from '../../mocks/subscription-variants.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/*
 * The app's component tests and `npm run dev:mock` see the tariffs through MSW. They are only
 * worth something while they are what the server really answers, so this compares the two.
 */
describe('the mocked GET /subscriptions/variants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it("is the server's own answer, field for field", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/variants' });
    expect(res.statusCode).toBe(200);
    expect(MOCK_VARIANTS).toEqual(res.json());
  });
});
