import { describe, expect, it } from 'vitest';
import { coupleUser } from '../../mocks/scenarios.ts';
import { mockDb, resetMockDb } from '../../mocks/store.ts';

const api = (path: string) => `http://localhost:3000/api/v1${path}`;

/*
 * One plan for every member, as on the server: in the mocks a partner and a helper read the guests,
 * the budget and the to-dos of their wedding's owner, so support can open a partner's screens.
 */
describe('the mock plan is the wedding’s, not the login’s', () => {
  it('shows a partner the owner’s guests and lets them add one the owner then sees', async () => {
    resetMockDb('guest-list-page');
    const owner = mockDb.accounts[0]!.user;
    const ownersGuests = (await (await fetch(api('/guests'))).json()) as Array<{ name: string }>;
    expect(ownersGuests.length).toBeGreaterThan(0);

    const partner = {
      ...coupleUser('active'),
      id: 'u_petr',
      email: 'petr@example.ru',
      wedding: { id: owner.wedding!.id, role: 'partner' as const },
      subscriptions: owner.subscriptions,
    };
    mockDb.accounts.push({
      user: partner,
      password: 'x',
      activated: true,
      code: null,
    } as (typeof mockDb.accounts)[number]);
    mockDb.sessionUserId = partner.id;
    const partnersView = (await (await fetch(api('/guests'))).json()) as Array<{ name: string }>;
    expect(partnersView.map((guest) => guest.name)).toEqual(ownersGuests.map((guest) => guest.name));

    const added = await fetch(api('/guests'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Тётя Валя', from: 'bride' }),
    });
    expect(added.status).toBe(200);
    mockDb.sessionUserId = owner.id;
    const ownersNow = (await (await fetch(api('/guests'))).json()) as Array<{ name: string }>;
    expect(ownersNow.map((guest) => guest.name)).toContain('Тётя Валя');
  });
});
