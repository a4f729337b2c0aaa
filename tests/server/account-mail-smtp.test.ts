import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, TEST_PASSWORD } from '../support/accounts.ts';
import { apiClient } from '../support/api.ts';
import { freePort } from '../support/product-process.ts';
import { readOutbox } from '../support/outbox.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

describe('mail through SMTP_URL', () => {
  const received: Array<{ to: string; subject: string; text: string }> = [];
  let smtp: SMTPServer;
  let port: number;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            received.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
            done();
          })
          .catch(done);
      },
    });
    port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    t = await buildTestApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'wedding@example.ru' });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends the confirmation code through the SMTP server and writes no outbox file', async () => {
    const email = newEmail();
    const res = await apiClient(t.app).post('/user/register', {
      email,
      name: email,
      password: TEST_PASSWORD,
      'password-confirm': TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    await t.app.background.settled();
    const mail = received.find((m) => m.to === email);
    expect(mail?.subject).toBe('Код подтверждения регистрации');
    expect(mail?.text).toMatch(/Ваш код подтверждения регистрации: \d{6}/);
    expect(await readOutbox(t.dataDir)).toEqual([]);
  });
});

describe('mail that cannot be sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on that port.
    t = await buildTestApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still answers a registration with its id: mail goes after the answer, a failure is only logged', async () => {
    const email = newEmail();
    const res = await apiClient(t.app).post('/user/register', {
      email,
      name: email,
      password: TEST_PASSWORD,
      'password-confirm': TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userId).toMatch(/^u_/);
    await t.app.background.settled();
  });

  it('still answers a restore request of a known address with {}: the answer never depends on mail', async () => {
    const email = newEmail();
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('users')
      .values({
        id: 'u_known',
        email,
        password_hash: 'x',
        activated_at: now,
        is_show_advice: 0,
        is_show_init_wizard: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await apiClient(t.app).post('/user/restore-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    await t.app.background.settled();
  });
});
