import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { counterKey } from '../../server/plugins/rate-limit.ts';
import { newEmail, randomClientIp, signUp, TEST_PASSWORD } from '../support/accounts.ts';
import { apiClient } from '../support/api.ts';
import { createTestClock, MINUTES } from '../support/clock.ts';
import { databaseTargets, whileNoSchemaIsDropped } from '../support/databases.ts';
import { useTestApp, TEST_PASSWORD_COST } from '../support/test-app.ts';

const HOUR = 60 * MINUTES;

describe.each(databaseTargets)('rate limits on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  const logIn = (email: string, password: string, ip?: string) => t.api.post('/user/auth', { email, password }, { ip });
  const register = (email: string, ip?: string) =>
    t.api.post(
      '/user/register',
      { email, name: email, password: TEST_PASSWORD, 'password-confirm': TEST_PASSWORD },
      { ip },
    );

  it('stops strangers after 10 wrong passwords in 15 minutes but lets the owner in (issue 10, finding 8)', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const strangers = Array.from({ length: 10 }, () => randomClientIp());
    for (const [i, ip] of strangers.entries()) {
      expect((await logIn(anna.email, `Попытка-${i}`, ip)).statusCode).toBe(401);
    }

    // A client that guessed wrong is refused now, even with the right password.
    const limited = await logIn(anna.email, anna.password, strangers[3]);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
    expect(limited.json()).toEqual({
      message: 'Слишком много попыток. Повторите через 15 минут.',
      ui: { messages: [{ text: 'Слишком много попыток. Повторите через 15 минут.' }] },
    });
    expect(limited.cookies.find((c) => c.name === 'session')).toBeUndefined();

    // A new stranger is heard once; after a wrong guess it is refused as well.
    const newcomer = randomClientIp();
    expect((await logIn(anna.email, 'Ещё-попытка-1', newcomer)).statusCode).toBe(401);
    expect((await logIn(anna.email, 'Ещё-попытка-2', newcomer)).statusCode).toBe(429);

    // The owner's device, which never failed, gets in with the right password: no lockout.
    const owner = randomClientIp();
    const ownLogin = await logIn(anna.email, anna.password, owner);
    expect(ownLogin.statusCode).toBe(200);

    clock.advance(5 * MINUTES);
    expect((await logIn(anna.email, anna.password, strangers[3])).headers['retry-after']).toBe('600');
    clock.advance(10 * MINUTES);
    expect((await logIn(anna.email, anna.password, strangers[3])).statusCode).toBe(200);
  });

  it('gives one client at most 10 wrong passwords per address in 15 minutes', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const ip = randomClientIp();
    for (let i = 0; i < 10; i++) expect((await logIn(anna.email, `Попытка-${i}`, ip)).statusCode).toBe(401);
    expect((await logIn(anna.email, 'Попытка-11', ip)).statusCode).toBe(429);
  });

  it('limits one client to 50 logins in 15 minutes, whatever the addresses', async () => {
    const ip = randomClientIp();
    for (let i = 0; i < 50; i++) expect((await logIn(newEmail(), TEST_PASSWORD, ip)).statusCode).toBe(401);
    expect((await logIn(newEmail(), TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await logIn(newEmail(), TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('does not let a client pick its own address with X-Forwarded-For', async () => {
    // A direct connection from a public address: its X-Forwarded-For is not believed.
    const fromInternet = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/auth',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: newEmail(), password: TEST_PASSWORD },
      });
    for (let i = 0; i < 50; i++) expect((await fromInternet(randomClientIp())).statusCode).toBe(401);
    expect((await fromInternet(randomClientIp())).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let i = 0; i < 50; i++) {
      expect((await logIn(newEmail(), TEST_PASSWORD, `2001:db8:5:7::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    }
    expect((await logIn(newEmail(), TEST_PASSWORD, '2001:db8:5:7:abcd::1')).statusCode).toBe(429);
    expect((await logIn(newEmail(), TEST_PASSWORD, '2001:db8:5:8::1')).statusCode).toBe(401);
  });

  it('limits registrations: 5 an hour per address, 20 an hour per client', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await register(email)).statusCode).toBe(200);
    expect((await register(email)).statusCode).toBe(429);

    const ip = randomClientIp();
    for (let i = 0; i < 20; i++) expect((await register(newEmail(), ip)).statusCode).toBe(200);
    const limited = await register(newEmail(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Слишком много попыток. Повторите через 60 минут.');
  });

  it('limits confirmation tries: 10 per account and 30 per client in 15 minutes', async () => {
    const email = newEmail();
    const { userId } = (await register(email)).json();
    for (let i = 0; i < 5; i++) await t.api.post('/user/activate', { userId, code: '000000' });
    for (let i = 0; i < 5; i++)
      expect((await t.api.post('/user/activate', { userId, code: '000000' })).statusCode).toBe(422);
    expect((await t.api.post('/user/activate', { userId, code: '000000' })).statusCode).toBe(429);

    const ip = randomClientIp();
    for (let i = 0; i < 30; i++) {
      expect((await t.api.post('/user/activate', { userId: `u_guess${i}`, code: '000000' }, { ip })).statusCode).toBe(
        422,
      );
    }
    expect((await t.api.post('/user/activate', { userId: 'u_guess', code: '000000' }, { ip })).statusCode).toBe(429);
  });

  it('limits restore requests per address alike for known and unknown addresses', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const unknown = newEmail('nobody');
    for (const email of [anna.email, unknown]) {
      for (let i = 0; i < 5; i++) expect((await t.api.post('/user/restore-password', { email })).statusCode).toBe(200);
    }
    const known = await t.api.post('/user/restore-password', { email: anna.email });
    const stranger = await t.api.post('/user/restore-password', { email: unknown });
    expect(known.statusCode).toBe(429);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.body).toBe(known.body);
    expect(stranger.headers['retry-after']).toBe(known.headers['retry-after']);
  });

  it('limits new-password tries: 10 per address in 15 minutes', async () => {
    const email = newEmail();
    const body = { email, token: 'guessed-token', password: 'Новый-пароль-1', passwordConfirm: 'Новый-пароль-1' };
    for (let i = 0; i < 10; i++) expect((await t.api.post('/user/check-password', body)).statusCode).toBe(422);
    expect((await t.api.post('/user/check-password', body)).statusCode).toBe(429);
  });

  it('limits code resends per client: 10 an hour', async () => {
    const ip = randomClientIp();
    for (let i = 0; i < 10; i++) {
      expect((await t.api.post('/user/resend-code', { userId: `u_someone${i}` }, { ip })).statusCode).toBe(200);
    }
    expect((await t.api.post('/user/resend-code', { userId: 'u_someone-else' }, { ip })).statusCode).toBe(429);
  });

  it('caps the mail one address can be sent: 10 a day', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await t.api.post('/user/restore-password', { email })).statusCode).toBe(200);
    clock.advance(HOUR + MINUTES);
    for (let i = 0; i < 5; i++) expect((await t.api.post('/user/restore-password', { email })).statusCode).toBe(200);
    clock.advance(HOUR + MINUTES);
    const res = await register(email);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(20 * 3600);
  });

  it('keeps the counts in the database, shared by every server on it', async () => {
    // Its migrations read the whole catalogue, which a schema dropped meanwhile would break.
    const second = await whileNoSchemaIsDropped(() => buildApp(t.config, { clock, passwordCost: TEST_PASSWORD_COST }));
    try {
      const anna = await signUp(t.app, t.dataDir);
      const ip = randomClientIp();
      for (let i = 0; i < 10; i++) await logIn(anna.email, `Попытка-${i}`, ip);
      const elsewhere = await apiClient(second).post(
        '/user/auth',
        { email: anna.email, password: anna.password },
        { ip },
      );
      expect(elsewhere.statusCode).toBe(429);
      const rows = await t.app.db
        .selectFrom('rate_limits')
        .selectAll()
        .where('key', '=', counterKey('login-address', anna.email))
        .execute();
      expect(rows[0].count).toBeGreaterThanOrEqual(10);
    } finally {
      await second.close();
    }
  });
});
