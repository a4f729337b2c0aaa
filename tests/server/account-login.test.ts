import { describe, expect, it } from 'vitest';
import { OWASP_ARGON2_COST } from '../../server/features/account/passwords.ts';
import { hashToken } from '../../server/plugins/sessions.ts';
import { newEmail, sessionCookieOf, signUp, TEST_PASSWORD } from '../support/accounts.ts';
import { apiClient, fieldMessages } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { buildTestApp, useTestApp } from '../support/test-app.ts';

describe.each(databaseTargets)('login, logout and the session on %s', (target) => {
  const t = useTestApp(target);

  const logIn = (email: string, password: string, cookie?: string) =>
    t.api.post('/user/auth', { email, password }, { cookie });

  it('logs in with the right pair: the session user and a new session cookie every time', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const first = await logIn(anna.email, anna.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(anna.user);
    const second = await logIn(anna.email, anna.password);
    expect(sessionCookieOf(second)).not.toBe(sessionCookieOf(first));
    for (const cookie of [anna.cookie, sessionCookieOf(first), sessionCookieOf(second)]) {
      expect((await t.api.get('/whoami', { cookie })).statusCode).toBe(200);
    }
  });

  it('ends the session the browser had when it logs in again (no fixation)', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const again = await logIn(anna.email, anna.password, anna.cookie);
    expect(again.statusCode).toBe(200);
    expect((await t.api.get('/whoami', { cookie: anna.cookie })).statusCode).toBe(401);
    expect((await t.api.get('/whoami', { cookie: sessionCookieOf(again) })).statusCode).toBe(200);
  });

  it('gives one answer, without a field, for a wrong password and for an unknown address', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const wrongPassword = await logIn(anna.email, 'Не-тот-пароль');
    const unknownAddress = await logIn(newEmail('nobody'), anna.password);
    for (const res of [wrongPassword, unknownAddress]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Неверный email или пароль',
        ui: { messages: [{ text: 'Неверный email или пароль' }] },
      });
      expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
    }
  });

  it.each([
    [{ email: '', password: TEST_PASSWORD }, { email: 'Поле не может быть пустым' }],
    [{ email: 'anna', password: TEST_PASSWORD }, { email: 'Email введен неверно' }],
    [{ email: 'anna@example.ru' }, { password: 'Поле не может быть пустым' }],
    [{ email: 'anna@example.ru', password: '' }, { password: 'Поле не может быть пустым' }],
    [
      { email: 'anna@example.ru', password: '123' },
      { password: 'Количество символов меньше минимально допустимого: нужно не менее 4 символов' },
    ],
    [
      { email: 'anna@example.ru', password: 'x'.repeat(257) },
      { password: 'Количество символов превышает максимально допустимое: не более 256 символов' },
    ],
    [{}, { email: 'Поле не может быть пустым', password: 'Поле не может быть пустым' }],
  ])('validates the login form %j', async (body, messages) => {
    const res = await t.api.post('/user/auth', body);
    expect(res.statusCode).toBe(422);
    expect(fieldMessages(res)).toEqual(messages);
  });

  it('answers whoami without a session with 401 in the error shape', async () => {
    const res = await t.api.get('/whoami');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Войдите в профиль, чтобы продолжить',
      ui: { messages: [{ text: 'Войдите в профиль, чтобы продолжить' }] },
    });
    expect((await t.api.get('/whoami', { cookie: 'session=forged-token' })).statusCode).toBe(401);
  });

  it('logs out: this session ends and its cookie is cleared, other sessions stay', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const other = sessionCookieOf(await logIn(anna.email, anna.password));
    const res = await t.api.get('/user/logout', { cookie: anna.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const cleared = res.cookies.find((c) => c.name === 'session')!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await t.api.get('/whoami', { cookie: anna.cookie })).statusCode).toBe(401);
    expect((await t.api.get('/whoami', { cookie: other })).statusCode).toBe(200);
  });

  it('answers logout without a session with {}', async () => {
    const res = await t.api.get('/user/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('keeps only a hash of the session token, which carries at least 128 random bits', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const token = anna.cookie.slice('session='.length);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.app.db.selectFrom('sessions').selectAll().where('user_id', '=', anna.userId).execute();
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('stores passwords as argon2id in the PHC format, with a salt, never the password', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const row = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', anna.userId)
      .executeTakeFirst();
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(row!.password_hash).not.toContain(anna.password);
  });
});

describe('production password hashing', () => {
  it('hashes at no less than OWASP’s argon2id minimum (m=19456 KiB, t=2, p=1) unless told otherwise', async () => {
    const t = await buildTestApp('sqlite', {}, { passwordCost: undefined });
    try {
      const anna = await signUp(t.app, t.dataDir);
      const row = await t.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', anna.userId)
        .executeTakeFirst();
      const [, m, passes, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(row!.password_hash)!.map(Number);
      expect(m).toBeGreaterThanOrEqual(OWASP_ARGON2_COST.memoryKiB);
      expect(m).toBeGreaterThanOrEqual(19456);
      expect(passes).toBeGreaterThanOrEqual(2);
      expect(p).toBe(1);
      expect(
        (await apiClient(t.app).post('/user/auth', { email: anna.email, password: anna.password })).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('marks the session cookie Secure when the product is served over https', async () => {
    const t = await buildTestApp('sqlite', { PUBLIC_URL: 'https://wedding.example.ru' });
    try {
      const anna = await signUp(t.app, t.dataDir);
      const login = await apiClient(t.app).post('/user/auth', { email: anna.email, password: anna.password });
      expect(login.cookies.find((c) => c.name === 'session')!.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});
