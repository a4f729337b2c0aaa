import { describe, expect, it } from 'vitest';
import { newEmail, signUp, TEST_PASSWORD } from '../support/accounts.ts';
import { createTestClock } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { waitForMail } from '../support/outbox.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 10, finding 5: mail is sent after the answer on every path, so how long the mail server
 * takes tells nothing about an address or an id. Here the mail server hangs until told to go on;
 * every call must answer while it hangs, a real account's as a decoy's.
 */
describe.each(databaseTargets)('mail off the request path on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  /** Holds every mail until the returned function is called; answers whether `call` came back meanwhile. */
  async function answersWhileMailHangs(call: () => Promise<{ statusCode: number }>): Promise<number> {
    const mail = t.app.mail;
    const realSend = mail.send.bind(mail);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mail.send = async (message) => {
      await gate;
      return realSend(message);
    };
    try {
      const answer = await Promise.race([
        call().then((res) => res.statusCode),
        new Promise<number>((resolve) => setTimeout(() => resolve(-1), 3000)),
      ]);
      return answer;
    } finally {
      release();
      mail.send = realSend;
      await t.app.background.settled();
    }
  }

  const register = (email: string, password = TEST_PASSWORD) =>
    t.api.post('/user/register', { email, name: email, password, 'password-confirm': password });

  it('answers a registration of a new, a pending and an active address before any mail is sent', async () => {
    const fresh = newEmail('fresh');
    expect(await answersWhileMailHangs(() => register(fresh))).toBe(200);
    await waitForMail(t.dataDir, fresh);
    clock.advance(61_000);
    expect(await answersWhileMailHangs(() => register(fresh))).toBe(200);
    expect(await answersWhileMailHangs(() => register(fresh, 'Другой-пароль-77'))).toBe(200);
    const owner = await signUp(t.app, t.dataDir);
    expect(await answersWhileMailHangs(() => register(owner.email))).toBe(200);
  });

  it('answers resend-code for a real pending id as for a decoy, before the mail is sent', async () => {
    const email = newEmail('resend');
    const { userId } = (await register(email)).json();
    const first = await waitForMail(t.dataDir, email);
    clock.advance(61_000);
    expect(await answersWhileMailHangs(() => t.api.post('/user/resend-code', { userId }))).toBe(200);
    expect(await answersWhileMailHangs(() => t.api.post('/user/resend-code', { userId: 'u_decoy' }))).toBe(200);
    const second = await waitForMail(t.dataDir, email, { after: first.file });
    expect(second.code).toMatch(/^\d{6}$/);
  });
});
