import { describe, expect, it } from 'vitest';
import { newEmail, sessionCookieOf, signUp, TEST_PASSWORD } from '../support/accounts.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock, MINUTES } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { newestMail, readOutbox, waitForMail } from '../support/outbox.ts';
import { useTestApp } from '../support/test-app.ts';

const NEW_PASSWORD = 'Медовый-месяц-2027';

describe.each(databaseTargets)('restoring and changing the password on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  /** Asks for a restore mail and answers it, with the response. */
  async function requestRestore(email: string) {
    const before = await newestMail(t.dataDir, email);
    const res = await t.api.post('/user/restore-password', { email });
    const mail = await waitForMail(t.dataDir, email, { after: before?.file });
    return { res, mail };
  }

  const checkPassword = (email: string, token: string, password = NEW_PASSWORD, passwordConfirm = password) =>
    t.api.post('/user/check-password', { email, token, password, passwordConfirm });

  describe('restore', () => {
    it('mails a link to the new-password screen; the token sets the password and signs in', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const { res, mail } = await requestRestore(anna.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      expect(mail.subject).toBe('Восстановление пароля');
      expect(mail.token).toMatch(/^[\w-]{32}$/);
      expect(mail.link).toBe(
        `http://localhost:3000/profile/new-password?email=${encodeURIComponent(anna.email)}&token=${mail.token}`,
      );
      expect(mail.text).toContain('30 минут');
      expect(mail.html).toContain(`href="${mail.link!.replace(/&/g, '&amp;')}"`);

      const done = await checkPassword(anna.email, mail.token!);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual(anna.user);
      expect((await t.api.get('/whoami', { cookie: sessionCookieOf(done) })).statusCode).toBe(200);

      expect((await t.api.post('/user/auth', { email: anna.email, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await t.api.post('/user/auth', { email: anna.email, password: anna.password })).statusCode).toBe(401);
    });

    it('ends every session the account had', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const { mail } = await requestRestore(anna.email);
      await checkPassword(anna.email, mail.token!);
      expect((await t.api.get('/whoami', { cookie: anna.cookie })).statusCode).toBe(401);
    });

    it('gives an unknown address the very same answer, and mails nothing', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const known = await t.api.post('/user/restore-password', { email: anna.email });
      const count = (await readOutbox(t.dataDir)).length;
      const unknown = await t.api.post('/user/restore-password', { email: newEmail('nobody') });
      await t.app.background.settled();
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
      expect((await readOutbox(t.dataDir)).length).toBe(count + 1);
    });

    it('spends the token: it works once', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const { mail } = await requestRestore(anna.email);
      expect((await checkPassword(anna.email, mail.token!)).statusCode).toBe(200);
      const again = await checkPassword(anna.email, mail.token!, 'Ещё-один-пароль');
      expect(again.statusCode).toBe(422);
      expect(fieldMessages(again)).toEqual({
        token: 'Код восстановления неверен или устарел. Запросите восстановление пароля ещё раз.',
      });
    });

    it('expires the token after 30 minutes', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const { mail } = await requestRestore(anna.email);
      clock.advance(30 * MINUTES + 1000);
      expect((await checkPassword(anna.email, mail.token!)).statusCode).toBe(422);
      expect((await t.api.post('/user/auth', { email: anna.email, password: anna.password })).statusCode).toBe(200);
    });

    it('refuses a wrong token, and a token with another address', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const petr = await signUp(t.app, t.dataDir);
      const { mail } = await requestRestore(anna.email);
      expect((await checkPassword(anna.email, 'not-the-token')).statusCode).toBe(422);
      expect((await checkPassword(petr.email, mail.token!)).statusCode).toBe(422);
      // Still good for its own address.
      expect((await checkPassword(anna.email.toUpperCase(), mail.token!)).statusCode).toBe(200);
    });

    it('lets only the newest link work', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const first = await requestRestore(anna.email);
      const second = await requestRestore(anna.email);
      expect((await checkPassword(anna.email, first.mail.token!)).statusCode).toBe(422);
      expect((await checkPassword(anna.email, second.mail.token!)).statusCode).toBe(200);
    });

    it('confirms an account never confirmed: the link proves the mailbox', async () => {
      const email = newEmail();
      await t.api.post('/user/register', {
        email,
        name: email,
        password: TEST_PASSWORD,
        'password-confirm': TEST_PASSWORD,
      });
      await t.app.background.settled();
      const { mail } = await requestRestore(email);
      const done = await checkPassword(email, mail.token!);
      expect(done.statusCode).toBe(200);
      expect((await t.api.post('/user/auth', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it.each([
      [{ email: '' }, { email: 'Поле не может быть пустым' }],
      [{ email: 'anna@' }, { email: 'Email введен неверно' }],
      [{}, { email: 'Поле не может быть пустым' }],
    ])('validates the forgot form %j', async (body, messages) => {
      const res = await t.api.post('/user/restore-password', body);
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res)).toEqual(messages);
    });

    it.each([
      ['an empty token', { token: '' }, { token: 'Поле не может быть пустым' }],
      [
        'a short token',
        { token: 'abc' },
        { token: 'Количество символов меньше минимально допустимого: нужно не менее 4 символов' },
      ],
      ['an empty password', { password: '' }, { password: 'Поле не может быть пустым' }],
      [
        'a short password',
        { password: 'abc' },
        { password: 'Количество символов меньше минимально допустимого: нужно не менее 4 символов' },
      ],
      [
        'a long password',
        { password: 'a'.repeat(257) },
        { password: 'Количество символов превышает максимально допустимое: не более 256 символов' },
      ],
      [
        'a common password',
        { password: 'iloveyou', passwordConfirm: 'iloveyou' },
        { password: 'Этот пароль слишком распространён и легко угадывается. Придумайте другой.' },
      ],
      ['a different confirmation', { passwordConfirm: 'Другой-пароль' }, { passwordConfirm: 'Пароли не совпадают' }],
      ['a missing confirmation', { passwordConfirm: undefined }, { passwordConfirm: 'Поле не может быть пустым' }],
      ['a missing address', { email: undefined }, { email: 'Поле не может быть пустым' }],
    ])('validates the new-password form: %s', async (_case, change, messages) => {
      const body: Record<string, unknown> = {
        email: 'anna@example.ru',
        token: 'some-token-value',
        password: NEW_PASSWORD,
        passwordConfirm: NEW_PASSWORD,
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const res = await t.api.post('/user/check-password', body);
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res)).toEqual(messages);
    });
  });

  describe('change', () => {
    const change = (cookie: string, oldPassword: string, newPassword = NEW_PASSWORD, confirm = newPassword) =>
      t.api.post(
        '/user/change-password',
        { 'old-password': oldPassword, 'new-password': newPassword, 'new-password-confirm': confirm },
        { cookie },
      );

    it('changes the password; this session stays and every other one ends', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const phone = sessionCookieOf(await t.api.post('/user/auth', { email: anna.email, password: anna.password }));
      const res = await change(anna.cookie, anna.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      expect((await t.api.get('/whoami', { cookie: anna.cookie })).statusCode).toBe(200);
      expect((await t.api.get('/whoami', { cookie: phone })).statusCode).toBe(401);
      expect((await t.api.post('/user/auth', { email: anna.email, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await t.api.post('/user/auth', { email: anna.email, password: anna.password })).statusCode).toBe(401);
    });

    it('refuses a wrong old password on its field, and changes nothing', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const res = await change(anna.cookie, 'Не-тот-пароль');
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res)).toEqual({ 'old-password': 'Текущий пароль введён неверно' });
      expect((await t.api.post('/user/auth', { email: anna.email, password: anna.password })).statusCode).toBe(200);
    });

    it("refuses the couple's own names with a number as the new password", async () => {
      const anna = await signUp(t.app, t.dataDir);
      await t.app.db
        .updateTable('weddings')
        .set({ bride_name: 'Мария', groom_name: 'Илья' })
        .where('id', 'in', (eb) =>
          eb.selectFrom('wedding_members').select('wedding_id').where('user_id', '=', anna.userId),
        )
        .execute();
      for (const password of ['Mariya2027', 'мария!', 'ilya1506']) {
        const res = await change(anna.cookie, anna.password, password);
        expect(res.statusCode, password).toBe(422);
        expect(fieldMessages(res), password).toEqual({
          'new-password':
            'Свадебные слова, месяцы и ваши имена угадывают первыми, даже латиницей. Добавьте другие слова, цифры или знаки.',
        });
      }
    });

    it('voids a restore link mailed before the change', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const { mail } = await requestRestore(anna.email);
      await change(anna.cookie, anna.password);
      expect((await checkPassword(anna.email, mail.token!, 'Третий-пароль')).statusCode).toBe(422);
    });

    it.each([
      [
        'empty fields',
        { 'old-password': '', 'new-password': '', 'new-password-confirm': '' },
        {
          'old-password': 'Поле не может быть пустым',
          'new-password': 'Поле не может быть пустым',
          'new-password-confirm': 'Поле не может быть пустым',
        },
      ],
      [
        'a short new password',
        { 'new-password': 'abc', 'new-password-confirm': 'abc' },
        { 'new-password': 'Количество символов меньше минимально допустимого: нужно не менее 4 символов' },
      ],
      [
        'a long new password',
        { 'new-password': 'б'.repeat(257) },
        { 'new-password': 'Количество символов превышает максимально допустимое: не более 256 символов' },
      ],
      [
        'a common new password',
        { 'new-password': 'sunshine', 'new-password-confirm': 'sunshine' },
        { 'new-password': 'Этот пароль слишком распространён и легко угадывается. Придумайте другой.' },
      ],
      [
        'a different confirmation',
        { 'new-password-confirm': 'Другой-пароль' },
        { 'new-password-confirm': 'Пароли не совпадают' },
      ],
      [
        'the old password as the new one',
        { 'new-password': 'OLD', 'new-password-confirm': 'OLD' },
        { 'new-password': 'Новый пароль совпадает со старым. Придумайте другой.' },
      ],
    ])('validates the security form: %s', async (_case, body, messages) => {
      const anna = await signUp(t.app, t.dataDir);
      const res = await t.api.post(
        '/user/change-password',
        {
          'old-password': anna.password,
          'new-password': NEW_PASSWORD,
          'new-password-confirm': NEW_PASSWORD,
          // 'OLD' stands for the account's own current password.
          ...Object.fromEntries(
            Object.entries(body).map(([key, value]) => [key, value === 'OLD' ? anna.password : value]),
          ),
        },
        { cookie: anna.cookie },
      );
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res)).toEqual(messages);
    });

    it('needs a session', async () => {
      const res = await t.api.post('/user/change-password', {
        'old-password': TEST_PASSWORD,
        'new-password': NEW_PASSWORD,
        'new-password-confirm': NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
