import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertGuests } from '../../server/features/guests/repository.ts';
import { GUEST_LIST_MAX } from '../../src/contract/guests.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 37 item 6: a bulk invitation of a full guest list (5,000) used to be one INSERT binding
 * about 55,000 values, over SQLite's 32,766: 500 from 2,979 guests on.
 */
describe.each(databaseTargets)('bulk invitations of a full guest list on %s', (target) => {
  const t = useTestApp(target);

  it('invites all 5,000 guests at once, one invitation each', async () => {
    const user = await signedInUser(t.app, { subscription: 'active' });
    const guests = Array.from({ length: GUEST_LIST_MAX }, (_, index) => ({
      id: `g_${randomBytes(12).toString('base64url')}`,
      name: `Гость ${index + 1}`,
      withHalf: false,
      halfName: null,
      from: index % 2 === 0 ? ('bride' as const) : ('groom' as const),
      children: 'none' as const,
      comment: '',
      category: [],
      checked: false,
      email: null,
      phone: null,
    }));
    await insertGuests(t.app.db, user.weddingId, guests, new Date().toISOString());
    const events = (await t.api.get('/events', user)).json() as Array<{ id: string }>;

    const res = await t.api.post('/invitations/bulk', { eventIds: [events[0]!.id] }, user);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toHaveLength(GUEST_LIST_MAX);
    expect((await t.api.get('/invitations', user)).json()).toHaveLength(GUEST_LIST_MAX);
  }, 120_000);
});
