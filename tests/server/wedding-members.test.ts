import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/contract/session.ts';
import type { InvitationPreview, WeddingMember } from '../../src/contract/wedding.ts';
import { newEmail, randomClientIp, signUp } from '../support/accounts.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { waitForMail } from '../support/outbox.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * Inviting, joining, the members list, removing and leaving (issue 24, api.md "The wedding,
 * shared"), on both engines.
 */
describe.each(databaseTargets)('the wedding’s members on %s', (target) => {
  const clock = createTestClock();
  // Small per-wedding limit so the rate limit test is quick; each other test invites from its own wedding.
  const t = useTestApp(target, {}, { clock, rateLimits: { 'invite-wedding': { limit: 6, windowSeconds: 86_400 } } });

  type Who = SignedInUser | { cookie: string } | null;
  const call = (
    who: Who,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: object,
    ip: string = randomClientIp(),
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { 'x-forwarded-for': ip, ...(who ? { cookie: who.cookie } : {}) },
      ...(body ? { payload: body } : {}),
    });

  /** Invites an address and answers the token of the mail it was sent. */
  const invite = async (inviter: Who, email: string, role: 'partner' | 'helper' = 'partner') => {
    const before = (await waitForMail(t.dataDir, email, { timeoutMs: 1 }).catch(() => undefined))?.file;
    const res = await call(inviter, 'POST', '/wedding/members', { email, role });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await waitForMail(t.dataDir, email, { after: before });
    const link = /https?:\/\/\S+\/profile\/join\?token=([\w-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    return { member: res.json() as WeddingMember, token: decodeURIComponent(link![1]), mail };
  };
  const members = async (who: Who) => (await call(who, 'GET', '/wedding/members')).json() as WeddingMember[];
  const whoami = async (who: Who) => (await call(who, 'GET', '/whoami')).json() as SessionUser;

  it('mails a link to the join page; the new user registers with that address and joins without the wizard', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const email = newEmail('petr');
    const { member, token, mail } = await invite(anna, email.toUpperCase(), 'partner');
    expect(member).toMatchObject({ email, role: 'partner', joinedAt: null });
    expect(mail.subject).toBe('Приглашение планировать свадьбу вместе');
    expect(mail.text).toContain(`http://localhost:3000/profile/join?token=`);
    expect(mail.text).toContain('Анна и Пётр');
    // The names stay as written (nominative), never after «свадьбу» where Russian wants another case.
    expect(mail.text).toContain('вместе планировать свадьбу в «Свадебном планировщике» — Анна и Пётр.');
    expect(mail.html).not.toMatch(/свадьбу Анна/);
    expect(mail.text).toContain(anna.email);
    // The token is stored hashed only.
    const rows = await t.app.db.selectFrom('wedding_invitations').selectAll().where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    // The list shows the pending invitation after the owner.
    expect((await members(anna)).map((m) => [m.email, m.role, m.joinedAt === null])).toEqual([
      [anna.email, 'owner', false],
      [email, 'partner', true],
    ]);

    const preview = await call(null, 'GET', `/wedding/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      email,
      role: 'partner',
      couple: { brideName: 'Анна', groomName: 'Пётр' },
    } satisfies Partial<InvitationPreview>);

    const petr = await signUp(t.app, t.dataDir, { email });
    expect(petr.user.isShowInitWizard).toBe(true);
    const joined = await call(petr, 'POST', '/wedding/join', { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      email,
      isShowInitWizard: false,
      wedding: { id: anna.weddingId, role: 'partner' },
      subscriptions: { name: 'Месяц' },
    });
    // The newcomer's own empty wedding is gone.
    expect(
      await t.app.db.selectFrom('weddings').select('id').where('id', '=', petr.user.wedding!.id).execute(),
    ).toEqual([]);
    // One payment covers the joined member: the shared plan opens and takes writes.
    const guest = await call(petr, 'POST', '/guests', { name: 'Тётя Валя', from: 'bride' });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(((await call(anna, 'GET', '/guests')).json() as Array<{ name: string }>).map((g) => g.name)).toEqual([
      'Тётя Валя',
    ]);
    expect((await members(anna)).map((m) => [m.id, m.email, m.role])).toEqual([
      [anna.id, anna.email, 'owner'],
      [petr.userId, email, 'partner'],
    ]);

    // Single use: the same link again is gone, and so is its preview.
    expect((await call(petr, 'POST', '/wedding/join', { token })).statusCode).toBe(410);
    expect((await call(null, 'GET', `/wedding/invitations/${token}`)).statusCode).toBe(404);
  });

  it('lets an existing user join; their plan is kept unless they confirm, a paid one is named', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const olga = await signedInUser(t.app, { subscription: 'active' });
    const { token } = await invite(anna, olga.email, 'helper');

    const refused = await call(olga, 'POST', '/wedding/join', { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/оплаченная подписка/);
    expect(refused.json().ui.messages[0].field).toBe('confirm');
    expect((await whoami(olga)).wedding).toEqual({ id: olga.weddingId, role: 'owner' });

    const joined = await call(olga, 'POST', '/wedding/join', { token, confirm: true });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().wedding).toEqual({ id: anna.weddingId, role: 'helper' });
    expect(await t.app.db.selectFrom('weddings').select('id').where('id', '=', olga.weddingId).execute()).toEqual([]);

    // A helper reads the plan and changes nothing, and cannot invite or remove.
    expect((await call(olga, 'GET', '/guests')).statusCode).toBe(200);
    expect((await call(olga, 'POST', '/guests', { name: 'Кто-то', from: 'bride' })).statusCode).toBe(403);
    expect(
      (await call(olga, 'POST', '/budget', { name: 'Торт', category: 'banquet', price: 1, paid: null })).statusCode,
    ).toBe(403);
    const helperInvite = await call(olga, 'POST', '/wedding/members', { email: newEmail(), role: 'helper' });
    expect(helperInvite.statusCode).toBe(403);
    expect(helperInvite.json().message).toMatch(/владелец и партнёр/);
    expect((await call(olga, 'DELETE', `/wedding/members/${anna.id}`)).statusCode).toBe(403);
    expect((await members(olga)).map((m) => m.role)).toEqual(['owner', 'helper']);
  });

  it('refuses another address, an owner with members, an expired link and a withdrawn one', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const invited = newEmail('invited');
    const { token } = await invite(anna, invited);

    const stranger = await signedInUser(t.app);
    const wrong = await call(stranger, 'POST', '/wedding/join', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain(invited);
    expect(wrong.json().message).toContain(stranger.email);
    expect((await call(null, 'POST', '/wedding/join', { token })).statusCode).toBe(401);

    // An owner whose wedding has other members cannot join elsewhere.
    const boss = await signedInUser(t.app, { email: newEmail('boss') });
    await signedInUser(t.app, { joins: { weddingId: boss.weddingId, role: 'partner' } });
    const { token: bossToken } = await invite(anna, boss.email);
    const owner = await call(boss, 'POST', '/wedding/join', { token: bossToken });
    expect(owner.statusCode).toBe(409);
    expect(owner.json().message).toMatch(/Сначала удалите/);

    // Withdrawn: the invitation's id from the list, the same call as removing a member.
    const withdrawnEmail = newEmail('withdrawn');
    const { member, token: withdrawnToken } = await invite(anna, withdrawnEmail);
    expect((await call(anna, 'DELETE', `/wedding/members/${member.id}`)).statusCode).toBe(200);
    expect((await members(anna)).map((m) => m.email)).not.toContain(withdrawnEmail);
    const withdrawnUser = await signedInUser(t.app, { email: withdrawnEmail });
    const gone = await call(withdrawnUser, 'POST', '/wedding/join', { token: withdrawnToken });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/Приглашение недействительно/);

    // Re-inviting replaces the old token.
    const againEmail = newEmail('again');
    const first = await invite(anna, againEmail, 'helper');
    const second = await invite(anna, againEmail, 'partner');
    expect((await members(anna)).filter((m) => m.email === againEmail)).toEqual([
      { id: second.member.id, email: againEmail, role: 'partner', joinedAt: null },
    ]);
    const again = await signedInUser(t.app, { email: againEmail });
    expect((await call(again, 'POST', '/wedding/join', { token: first.token })).statusCode).toBe(410);

    // Expired after 7 days.
    clock.advance(7 * DAY_MS + 1000);
    try {
      const late = await call(again, 'POST', '/wedding/join', { token: second.token });
      expect(late.statusCode).toBe(410);
      expect(late.json().message).toMatch(/Срок приглашения истёк/);
      expect((await call(null, 'GET', `/wedding/invitations/${second.token}`)).statusCode).toBe(404);
      expect((await members(anna)).map((m) => m.email)).toEqual([anna.email]);
    } finally {
      clock.advance(-(7 * DAY_MS + 1000));
    }
  });

  it('lets a partner of another wedding move over: that wedding keeps its plan, no confirmation asked', async () => {
    const olga = await signedInUser(t.app, { subscription: 'active' });
    const ivan = await signedInUser(t.app, { joins: { weddingId: olga.weddingId, role: 'partner' } });
    expect((await call(olga, 'POST', '/guests', { name: 'Тётя Валя', from: 'bride' })).statusCode).toBe(200);
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const { token } = await invite(anna, ivan.email, 'helper');
    const joined = await call(ivan, 'POST', '/wedding/join', { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().wedding).toEqual({ id: anna.weddingId, role: 'helper' });
    expect((await members(olga)).map((m) => m.id)).toEqual([olga.id]);
    expect(((await call(olga, 'GET', '/guests')).json() as unknown[]).length).toBe(1);
  });

  it('joins an only member without asking when their own wedding holds nothing, and deletes it', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const lone = await signedInUser(t.app);
    const { token } = await invite(anna, lone.email);
    const joined = await call(lone, 'POST', '/wedding/join', { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await t.app.db.selectFrom('weddings').select('id').where('id', '=', lone.weddingId).execute()).toEqual([]);
  });

  it('answers 422 for a member already in the wedding, and for a malformed address', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    const already = await call(anna, 'POST', '/wedding/members', { email: petr.email, role: 'helper' });
    expect(already.statusCode).toBe(422);
    expect(already.json().ui.messages).toEqual([{ field: 'email', text: 'Этот адрес уже участвует в вашей свадьбе' }]);
    expect((await call(anna, 'POST', '/wedding/members', { email: 'нет', role: 'helper' })).statusCode).toBe(422);
    expect((await call(anna, 'POST', '/wedding/members', { email: newEmail(), role: 'owner' })).statusCode).toBe(422);
    expect((await call(null, 'POST', '/wedding/members', { email: newEmail(), role: 'helper' })).statusCode).toBe(401);
    expect((await call(null, 'GET', '/wedding/members')).statusCode).toBe(401);
  });

  it('lets the owner and a partner remove, never the owner; removal ends access at once; members leave', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    const petr = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'partner' } });
    const mama = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });
    const friend = await signedInUser(t.app, { joins: { weddingId: anna.weddingId, role: 'helper' } });

    const partnerRemovesOwner = await call(petr, 'DELETE', `/wedding/members/${anna.id}`);
    expect(partnerRemovesOwner.statusCode).toBe(403);
    expect(partnerRemovesOwner.json().message).toMatch(/не может удалить владельца/);
    const ownerLeaves = await call(anna, 'DELETE', `/wedding/members/${anna.id}`);
    expect(ownerLeaves.statusCode).toBe(409);
    expect((await call(anna, 'DELETE', '/wedding/members/u_nobody')).statusCode).toBe(404);

    // The partner removes the helper: her very next request no longer reaches the wedding.
    expect((await call(mama, 'GET', '/guests')).statusCode).toBe(200);
    expect((await call(petr, 'DELETE', `/wedding/members/${mama.id}`)).statusCode).toBe(200);
    expect((await call(mama, 'GET', '/guests')).statusCode).toBe(403);
    const mamaNow = await whoami(mama);
    expect(mamaNow.wedding?.id).not.toBe(anna.weddingId);
    expect(mamaNow.wedding?.role).toBe('owner');
    expect(mamaNow.subscriptions).toBeNull();

    // A helper leaves by herself and gets an empty wedding of her own.
    expect((await call(friend, 'DELETE', `/wedding/members/${friend.id}`)).statusCode).toBe(200);
    expect((await whoami(friend)).wedding?.role).toBe('owner');
    expect((await call(friend, 'GET', '/wedding/members')).json()).toMatchObject([{ id: friend.id, role: 'owner' }]);

    // The owner gone (account deleted), the partner owns the wedding and cannot leave it to nobody.
    const lone = await signedInUser(t.app, { subscription: 'active' });
    const heir = await signedInUser(t.app, { joins: { weddingId: lone.weddingId, role: 'partner' } });
    expect((await call(lone, 'DELETE', '/user/delete')).statusCode).toBe(200);
    const last = await call(heir, 'DELETE', `/wedding/members/${heir.id}`);
    expect(last.statusCode).toBe(409);
    expect((await whoami(heir)).wedding?.role).toBe('owner');
    expect(last.json().message).toMatch(/Владелец не может покинуть свадьбу/);

    // The owner removes the partner.
    expect((await call(anna, 'DELETE', `/wedding/members/${petr.id}`)).statusCode).toBe(200);
    expect((await call(petr, 'GET', '/guests')).statusCode).toBe(403);
    expect((await members(anna)).map((m) => m.id)).toEqual([anna.id]);
  });

  it('limits invitations per wedding a day (429 with Retry-After)', async () => {
    const anna = await signedInUser(t.app, { subscription: 'active' });
    for (let i = 0; i < 6; i += 1) {
      expect((await call(anna, 'POST', '/wedding/members', { email: newEmail(), role: 'helper' })).statusCode).toBe(
        201,
      );
    }
    const limited = await call(anna, 'POST', '/wedding/members', { email: newEmail(), role: 'helper' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3600);
    // Another wedding is not affected.
    const olga = await signedInUser(t.app);
    expect((await call(olga, 'POST', '/wedding/members', { email: newEmail(), role: 'helper' })).statusCode).toBe(201);
  });
});
