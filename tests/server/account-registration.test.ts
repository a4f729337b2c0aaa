import { describe, expect, it } from 'vitest';
import { newEmail, sessionCookieOf, signUp, TEST_PASSWORD } from '../support/accounts.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock, MINUTES } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { newestMail, readOutbox, waitForMail } from '../support/outbox.ts';
import { useTestApp } from '../support/test-app.ts';

describe.each(databaseTargets)('registration and confirmation on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  const register = (email: string, password = TEST_PASSWORD, confirm = password) =>
    t.api.post('/user/register', { email, name: email, password, 'password-confirm': confirm });

  /** Registers and answers the id and the code from the mail. */
  async function registerAndReadCode(email = newEmail()) {
    const res = await register(email);
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(t.dataDir, email);
    return { email, userId: res.json().userId as string, code: mail.code!, mail };
  }

  it('registers, mails a 6-digit code and confirms the account, which signs the user in', async () => {
    const email = newEmail('anna');
    const res = await register(email);
    expect(res.statusCode).toBe(200);
    const { userId } = res.json();
    expect(Object.keys(res.json())).toEqual(['userId']);
    expect(userId).toMatch(/^u_/);

    const mail = await waitForMail(t.dataDir, email);
    expect(mail.subject).toBe('Код подтверждения регистрации');
    expect(mail.from).toContain('Свадебный планировщик');
    expect(mail.from).toContain('no-reply@localhost');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`Ваш код подтверждения регистрации: ${mail.code}`);
    expect(mail.text).toContain('15 минут');
    expect(mail.html).toContain(`>${mail.code}</p>`);

    const activated = await t.api.post('/user/activate', { userId, code: mail.code });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({
      id: userId,
      email,
      brideName: null,
      groomName: null,
      userpic: null,
      registrationDate: null,
      registrationLocation: null,
      banquetDate: null,
      banquetLocation: null,
      amountOfGuests: null,
      isShowAdvice: false,
      isShowInitWizard: true,
      subscriptions: null,
      // Every newcomer owns a wedding of their own, made with the account.
      wedding: { id: expect.stringMatching(/^w_/), role: 'owner' },
    });
    const cookie = activated.cookies.find((c) => c.name === 'session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');

    const whoami = await t.api.get('/whoami', { cookie: sessionCookieOf(activated) });
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json().id).toBe(userId);
  });

  it('keeps only a hash of the code in the database', async () => {
    const { userId, code } = await registerAndReadCode();
    const row = await t.app.db
      .selectFrom('confirmation_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('treats addresses that differ only in letter case as one account', async () => {
    const email = newEmail('Case');
    const first = await register(email.toUpperCase());
    const again = await register(email.toLowerCase());
    expect(again.json().userId).toBe(first.json().userId);
    const mail = await waitForMail(t.dataDir, email.toLowerCase());
    const activated = await t.api.post('/user/activate', { userId: first.json().userId, code: mail.code });
    expect(activated.json().email).toBe(email.toLowerCase());
    const login = await t.api.post('/user/auth', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('gives parallel registrations of one new address one account', async () => {
    const email = newEmail('twice');
    const answers = await Promise.all(Array.from({ length: 4 }, () => register(email)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().userId)).size).toBe(1);
    const rows = await t.app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts an address with a Cyrillic domain', async () => {
    const res = await register(`anna-${Date.now()}@свадьба.рф`);
    expect(res.statusCode).toBe(200);
  });

  describe('validation, one message per bad field', () => {
    it.each<[string, Record<string, unknown>, string, string]>([
      ['an empty email', { email: '' }, 'email', 'Поле не может быть пустым'],
      ['a missing email', { email: undefined }, 'email', 'Поле не может быть пустым'],
      ['a malformed email', { email: 'anna.example.ru' }, 'email', 'Email введен неверно'],
      ['an email without a domain', { email: 'anna@' }, 'email', 'Email введен неверно'],
      // Issue 10, finding 3: forms a mailer rewrites into another recipient or a list.
      ['an email with a comment', { email: 'victim(1)@example.test' }, 'email', 'Email введен неверно'],
      ['a list of two emails', { email: 'x,victim@example.test' }, 'email', 'Email введен неверно'],
      ['an email with a tail', { email: 'victim@example.test;x' }, 'email', 'Email введен неверно'],
      ['an email with a display name', { email: 'A <victim@example.test>' }, 'email', 'Email введен неверно'],
      ['an empty password', { password: '' }, 'password', 'Поле не может быть пустым'],
      ['a missing password', { password: undefined }, 'password', 'Поле не может быть пустым'],
      [
        'a password of 3 characters',
        { password: 'абв', 'password-confirm': 'абв' },
        'password',
        'Количество символов меньше минимально допустимого: нужно не менее 4 символов',
      ],
      [
        'a password of 257 characters',
        // The length rule is checked before the two are compared.
        { password: 'ж'.repeat(257) },
        'password',
        'Количество символов превышает максимально допустимое: не более 256 символов',
      ],
      ['a missing confirmation', { 'password-confirm': undefined }, 'password-confirm', 'Поле не может быть пустым'],
      [
        'a different confirmation',
        { 'password-confirm': 'Другой-пароль-1' },
        'password-confirm',
        'Пароли не совпадают',
      ],
      [
        'one of the most common passwords',
        { password: 'qwerty123', 'password-confirm': 'qwerty123' },
        'password',
        'Этот пароль слишком распространён и легко угадывается. Придумайте другой.',
      ],
      ...(
        [
          ['aaaa', 'Пароль из повторов вроде «aaaa» или «abcabc» легко подобрать. Придумайте другой.'],
          ['1111', 'Пароль из повторов вроде «aaaa» или «abcabc» легко подобрать. Придумайте другой.'],
          ['    ', 'Пароль не может состоять из одних пробелов. Добавьте буквы, цифры или знаки.'],
          ['abcd', 'Последовательности вроде «abcd» или «1234» легко подобрать. Придумайте другой пароль.'],
          ['abcabcabc', 'Пароль из повторов вроде «aaaa» или «abcabc» легко подобрать. Придумайте другой.'],
          ['qwertyuiop', 'Этот пароль слишком распространён и легко угадывается. Придумайте другой.'],
        ] as const
      ).map(
        ([password, message]) =>
          [`the guessable password "${password}"`, { password, 'password-confirm': password }, 'password', message] as [
            string,
            Record<string, unknown>,
            string,
            string,
          ],
      ),
      [
        'a common password in other letter case',
        { password: 'PassWord1', 'password-confirm': 'PassWord1' },
        'password',
        'Этот пароль слишком распространён и легко угадывается. Придумайте другой.',
      ],
    ])('refuses %s', async (_case, change, field, message) => {
      const email = newEmail();
      const body: Record<string, unknown> = {
        email,
        name: email,
        password: TEST_PASSWORD,
        'password-confirm': TEST_PASSWORD,
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const res = await t.api.post('/user/register', body);
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res)).toEqual({ [field]: message });
      expect(res.json().message).toBe(message);
    });

    it('refuses the address itself, or its name part, as the password (issue 10, finding 2)', async () => {
      for (const make of [(email: string) => email, (email: string) => email.split('@')[0].toUpperCase()]) {
        const email = newEmail('olga');
        const res = await register(email, make(email));
        expect(res.statusCode).toBe(422);
        expect(fieldMessages(res)).toEqual({
          password: 'Пароль не должен совпадать с адресом почты или его частью: его узнают первым.',
        });
      }
    });

    it('lets a newcomer sign up after five refused passwords: a refusal mails nothing and does not count (issue 21, item 5)', async () => {
      const email = newEmail('nervous');
      for (const password of ['1234', 'password', email, 'qwertyuiop', '    ']) {
        expect((await register(email, password)).statusCode, password).toBe(422);
      }
      const res = await register(email, 'Тёплый вечер у реки');
      expect(res.statusCode).toBe(200);
    });

    it('refuses wedding words and months with a year, in Cyrillic, in Latin letters and on the English layout', async () => {
      const message =
        'Свадебные слова, месяцы и ваши имена угадывают первыми, даже латиницей. Добавьте другие слова, цифры или знаки.';
      for (const password of ['svadba2027', 'Свадьба2027', 'cdflm,f2027', 'Lyubov14!', 'avgusta2027', 'wedding2027']) {
        const res = await register(newEmail(), password);
        expect(res.statusCode, password).toBe(422);
        expect(fieldMessages(res), password).toEqual({ password: message });
      }
      expect((await register(newEmail(), 'svadba v avguste u morya')).statusCode).toBe(200);
    });

    it('accepts passwords of exactly 4 and 256 characters', async () => {
      for (const password of ['мяу!', 'Ёлка-2027, гости; '.repeat(15).slice(0, 256)]) {
        expect((await register(newEmail(), password)).statusCode).toBe(200);
      }
    });

    it('reports every bad field at once', async () => {
      const res = await t.api.post('/user/register', { email: 'nope', password: '12', 'password-confirm': '' });
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res)).toEqual({
        email: 'Email введен неверно',
        password: 'Количество символов меньше минимально допустимого: нужно не менее 4 символов',
        'password-confirm': 'Поле не может быть пустым',
      });
    });

    it('answers malformed JSON with 400', async () => {
      const res = await t.api.post('/user/register', '{"email":', { headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('an address registered before', () => {
    it('not yet confirmed, the same password again: the same id and a new code for the stored password', async () => {
      const first = await registerAndReadCode();
      clock.advance(61_000);
      const again = await register(first.email);
      expect(again.statusCode).toBe(200);
      expect(again.json().userId).toBe(first.userId);
      const second = await waitForMail(t.dataDir, first.email, { after: first.mail.file });
      expect(second.code).toMatch(/^\d{6}$/);

      const old = await t.api.post('/user/activate', { userId: first.userId, code: first.code });
      if (first.code !== second.code) expect(old.statusCode).toBe(422);
      const ok = await t.api.post('/user/activate', { userId: first.userId, code: second.code });
      expect(ok.statusCode).toBe(200);
      const login = await t.api.post('/user/auth', { email: first.email, password: TEST_PASSWORD });
      expect(login.statusCode).toBe(200);
    });

    it('not yet confirmed, the same password within a minute: the same answer and no second mail', async () => {
      const first = await registerAndReadCode();
      const again = await register(first.email);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ userId: first.userId });
      await t.app.background.settled();
      expect((await newestMail(t.dataDir, first.email))!.file).toBe(first.mail.file);
    });

    it('not yet confirmed, a stranger registers again with another password: no takeover (issue 10, finding 1)', async () => {
      const owner = await registerAndReadCode();
      const stranger = 'Чужой-пароль-9';
      const before = await t.api.post('/user/auth', { email: owner.email, password: stranger });
      expect(before.statusCode).toBe(401);

      const again = await register(owner.email, stranger);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ userId: owner.userId });
      const notice = await waitForMail(t.dataDir, owner.email, { after: owner.mail.file });
      expect(notice.subject).toBe('Повторная регистрация с другим паролем');
      expect(notice.code).toBeUndefined();
      expect(notice.text).toContain('http://localhost:3000/profile/forgot');

      // The stranger's password was never stored: the same 401 as before, not a 403 that times an attack.
      const after = await t.api.post('/user/auth', { email: owner.email, password: stranger });
      expect(after.statusCode).toBe(401);
      // The pending code is cancelled, so no code confirms either password.
      expect((await t.api.post('/user/activate', { userId: owner.userId, code: owner.code })).statusCode).toBe(422);
      const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', owner.userId).executeTakeFirst();
      expect(row?.activated_at).toBeNull();
      // The owner's own password still learns why it cannot log in yet.
      expect((await t.api.post('/user/auth', { email: owner.email, password: TEST_PASSWORD })).statusCode).toBe(403);
    });

    it('registered first by a stranger: the owner’s sign-up does not confirm the stranger’s password', async () => {
      const email = newEmail('victim');
      const stranger = 'Чужой-пароль-9';
      const first = await register(email, stranger);
      const strangerMail = await waitForMail(t.dataDir, email);
      const owner = await register(email, 'Мой-пароль-42');
      expect(owner.json()).toEqual(first.json());
      const notice = await waitForMail(t.dataDir, email, { after: strangerMail.file });
      expect(notice.subject).toBe('Повторная регистрация с другим паролем');
      // The code the stranger's sign-up mailed is void: the owner cannot confirm the stranger's password.
      const activated = await t.api.post('/user/activate', { userId: first.json().userId, code: strangerMail.code });
      expect(activated.statusCode).toBe(422);

      // The owner sets a password through restore, which proves the mailbox and confirms the account.
      expect((await t.api.post('/user/restore-password', { email })).statusCode).toBe(200);
      await t.app.background.settled();
      const restore = await waitForMail(t.dataDir, email, { after: notice.file });
      const set = await t.api.post('/user/check-password', {
        email,
        token: restore.token,
        password: 'Мой-пароль-42',
        passwordConfirm: 'Мой-пароль-42',
      });
      expect(set.statusCode).toBe(200);
      expect((await t.api.post('/user/auth', { email, password: 'Мой-пароль-42' })).statusCode).toBe(200);
      expect((await t.api.post('/user/auth', { email, password: stranger })).statusCode).toBe(401);
    });

    it('active: an answer of the same shape, a notice to the owner, and nothing changed', async () => {
      const owner = await signUp(t.app, t.dataDir);
      const before = await newestMail(t.dataDir, owner.email);
      const res = await register(owner.email, 'Чужой-пароль-9');
      expect(res.statusCode).toBe(200);
      const { userId } = res.json();
      expect(userId).toMatch(/^u_[\w-]{22}$/);
      expect(userId).not.toBe(owner.userId);
      // The same id again, as for an address awaiting confirmation.
      expect((await register(owner.email, 'Чужой-пароль-9')).json().userId).toBe(userId);

      const notice = await waitForMail(t.dataDir, owner.email, { after: before!.file });
      expect(notice.subject).toBe('Попытка повторной регистрации');
      expect(notice.text).toContain('http://localhost:3000/profile/forgot');
      expect(notice.code).toBeUndefined();

      for (const code of ['000000', '123456']) {
        expect((await t.api.post('/user/activate', { userId, code })).json().message).toBe(
          'Неверный код или срок его действия истёк',
        );
      }
      expect((await t.api.post('/user/auth', { email: owner.email, password: owner.password })).statusCode).toBe(200);
      expect((await t.api.post('/user/auth', { email: owner.email, password: 'Чужой-пароль-9' })).statusCode).toBe(401);
    });
  });

  describe('the confirmation code', () => {
    it('refuses a wrong code with a message on the code field', async () => {
      const { userId, code } = await registerAndReadCode();
      const wrong = code === '111111' ? '222222' : '111111';
      const res = await t.api.post('/user/activate', { userId, code: wrong });
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res)).toEqual({ code: 'Неверный код или срок его действия истёк' });
      expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
    });

    it('validates the code field', async () => {
      const { userId } = await registerAndReadCode();
      expect(fieldMessages(await t.api.post('/user/activate', { userId, code: '' }))).toEqual({
        code: 'Поле не может быть пустым',
      });
      expect(fieldMessages(await t.api.post('/user/activate', { userId, code: '123' }))).toEqual({
        code: 'Количество символов меньше минимально допустимого: нужно не менее 4 символов',
      });
      expect(fieldMessages(await t.api.post('/user/activate', { code: '123456' }))).toEqual({
        userId: 'Поле не может быть пустым',
      });
    });

    it('accepts the code pasted with spaces', async () => {
      const { userId, code } = await registerAndReadCode();
      const spaced = ` ${code.slice(0, 3)} ${code.slice(3)} `;
      expect((await t.api.post('/user/activate', { userId, code: spaced })).statusCode).toBe(200);
    });

    it('expires after 15 minutes', async () => {
      const { userId, code } = await registerAndReadCode();
      clock.advance(15 * MINUTES + 1000);
      const res = await t.api.post('/user/activate', { userId, code });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Неверный код или срок его действия истёк');
    });

    it('still works just before 15 minutes have passed', async () => {
      const { userId, code } = await registerAndReadCode();
      clock.advance(14 * MINUTES);
      expect((await t.api.post('/user/activate', { userId, code })).statusCode).toBe(200);
    });

    it('allows 5 tries: after 4 wrong ones the right code works', async () => {
      const { userId, code } = await registerAndReadCode();
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 4; i++)
        expect((await t.api.post('/user/activate', { userId, code: wrong })).statusCode).toBe(422);
      expect((await t.api.post('/user/activate', { userId, code })).statusCode).toBe(200);
    });

    it('is spent after 5 wrong tries: even the right code then fails', async () => {
      const { userId, code } = await registerAndReadCode();
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++)
        expect((await t.api.post('/user/activate', { userId, code: wrong })).statusCode).toBe(422);
      const res = await t.api.post('/user/activate', { userId, code });
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res)).toEqual({ code: 'Неверный код или срок его действия истёк' });
    });

    it('counts parallel guesses: 8 at once use up the code all the same', async () => {
      const { userId, code } = await registerAndReadCode();
      const wrong = code === '999999' ? '888888' : '999999';
      const guesses = await Promise.all(
        Array.from({ length: 8 }, () => t.api.post('/user/activate', { userId, code: wrong })),
      );
      expect(guesses.map((res) => res.statusCode)).toEqual(Array(8).fill(422));
      expect((await t.api.post('/user/activate', { userId, code })).statusCode).toBe(422);
    });

    it('works once: a confirmed account cannot be confirmed again with it', async () => {
      const { userId, code } = await registerAndReadCode();
      expect((await t.api.post('/user/activate', { userId, code })).statusCode).toBe(200);
      expect((await t.api.post('/user/activate', { userId, code })).statusCode).toBe(422);
    });

    it('gives an unknown id the same answer as a wrong code', async () => {
      const res = await t.api.post('/user/activate', { userId: 'u_nobody', code: '123456' });
      expect(res.statusCode).toBe(422);
      expect(fieldMessages(res)).toEqual({ code: 'Неверный код или срок его действия истёк' });
    });
  });

  describe('sending the code again', () => {
    it('refuses within a minute of the last code, then mails a new one that replaces the old', async () => {
      const { userId, code, email, mail } = await registerAndReadCode();
      const tooSoon = await t.api.post('/user/resend-code', { userId });
      expect(tooSoon.statusCode).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(tooSoon.json().message).toMatch(/^Слишком много попыток\. Повторите через \d+ секунд/);

      clock.advance(61_000);
      const res = await t.api.post('/user/resend-code', { userId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      const next = await waitForMail(t.dataDir, email, { after: mail.file });
      expect(next.code).toMatch(/^\d{6}$/);
      if (next.code !== code) expect((await t.api.post('/user/activate', { userId, code })).statusCode).toBe(422);
      expect((await t.api.post('/user/activate', { userId, code: next.code })).statusCode).toBe(200);
    });

    it('answers {} without mail for an unknown or a confirmed account', async () => {
      const owner = await signUp(t.app, t.dataDir);
      const count = (await readOutbox(t.dataDir)).length;
      clock.advance(61_000);
      for (const userId of ['u_nobody', owner.userId]) {
        const res = await t.api.post('/user/resend-code', { userId });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({});
      }
      expect((await readOutbox(t.dataDir)).length).toBe(count);
    });
  });

  describe('an account not yet confirmed', () => {
    const NOT_CONFIRMED = 'Профиль ещё не подтверждён. Введите код из письма, которое мы отправили на этот адрес.';

    it('cannot log in; the right password learns why and the id to confirm with, a wrong one neither', async () => {
      const { email, userId } = await registerAndReadCode();
      const right = await t.api.post('/user/auth', { email, password: TEST_PASSWORD });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ message: NOT_CONFIRMED, ui: { messages: [{ text: NOT_CONFIRMED }] }, userId });
      expect(right.cookies.find((c) => c.name === 'session')).toBeUndefined();
      const wrong = await t.api.post('/user/auth', { email, password: 'Не-тот-пароль' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Неверный email или пароль');
      expect(wrong.json()).not.toHaveProperty('userId');
    });

    it('a login with the right password mails a new code that confirms, at most once a minute', async () => {
      const { email, userId, mail: first } = await registerAndReadCode();
      // Within the minute of the registration's mail, the code already mailed is the one to enter.
      await t.api.post('/user/auth', { email, password: TEST_PASSWORD });
      await t.app.background.settled();
      expect((await newestMail(t.dataDir, email))!.file).toBe(first.file);

      clock.advance(61_000);
      expect((await t.api.post('/user/auth', { email, password: TEST_PASSWORD })).statusCode).toBe(403);
      const second = await waitForMail(t.dataDir, email, { after: first.file });
      expect(second.code).not.toBe(first.code);
      const confirmed = await t.api.post('/user/activate', { userId, code: second.code });
      expect(confirmed.statusCode).toBe(200);
      expect((await t.api.post('/user/auth', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    });
  });
});
