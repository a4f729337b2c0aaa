import { describe, expect, it } from 'vitest';
import { grantSubscriptionDays } from '../../server/features/subscriptions/public.ts';
import { signUp } from '../support/accounts.ts';
import { databaseTargets } from '../support/databases.ts';
import { newestMail, waitForMail } from '../support/outbox.ts';
import { useTestApp } from '../support/test-app.ts';

/** Issue 22, item 9: what happens around the account is confirmed by mail. */
describe.each(databaseTargets)('mails confirming account changes on %s', (target) => {
  const t = useTestApp(target);

  it('a password change is confirmed by mail, with the way back for someone who did not make it', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const before = (await newestMail(t.dataDir, anna.email))?.file;
    const res = await t.api.post(
      '/user/change-password',
      {
        'old-password': anna.password,
        'new-password': 'Свадьба-новый-2027',
        'new-password-confirm': 'Свадьба-новый-2027',
      },
      { cookie: anna.cookie },
    );
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(t.dataDir, anna.email, { after: before });
    expect(mail.subject).toBe('Пароль изменён');
    expect(mail.text).toContain('Если это были не вы, сразу восстановите пароль:');
    expect(mail.text).toContain('/profile/forgot');
  });

  it('a refused password change sends nothing', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const before = (await newestMail(t.dataDir, anna.email))?.file;
    await t.api.post(
      '/user/change-password',
      {
        'old-password': 'not-mine',
        'new-password': 'Свадьба-новый-2027',
        'new-password-confirm': 'Свадьба-новый-2027',
      },
      { cookie: anna.cookie },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await newestMail(t.dataDir, anna.email))?.file).toBe(before);
  });

  it('a deleted account gets a mail saying what went with it, the paid days left included', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const member = await t.app.db
      .selectFrom('wedding_members')
      .select('wedding_id')
      .where('user_id', '=', anna.userId)
      .executeTakeFirstOrThrow();
    await grantSubscriptionDays(t.app.db, {
      weddingId: member.wedding_id,
      days: 20,
      reason: 'test',
      grantedBy: 'test',
      now: t.app.clock.now(),
    });
    const before = (await newestMail(t.dataDir, anna.email))?.file;
    expect((await t.api.delete('/user/delete', { cookie: anna.cookie })).statusCode).toBe(200);
    const mail = await waitForMail(t.dataDir, anna.email, { after: before });
    expect(mail.subject).toBe('Профиль удалён');
    expect(mail.text).toMatch(
      /Оставшиеся оплаченные дни подписки \(20 дней, до \d\d\.\d\d\.\d{4}\) сгорели вместе с профилем\./,
    );
  });
});
