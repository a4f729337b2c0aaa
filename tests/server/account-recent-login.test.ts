import { describe, expect, it } from 'vitest';
import { sessionCookieOf, signUp } from '../support/accounts.ts';
import { createTestClock, MINUTES } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { useTestApp } from '../support/test-app.ts';

const DAYS = 24 * 60 * MINUTES;

/* Issue 10, finding 7: deleting the account needs a recent login; sessions have an absolute lifetime. */
describe.each(databaseTargets)('recent login and session lifetime on %s', (target) => {
  const clock = createTestClock();
  const t = useTestApp(target, {}, { clock });

  it('refuses to delete the account 16 minutes after the login, then deletes after a new login', async () => {
    const anna = await signUp(t.app, t.dataDir);
    clock.advance(16 * MINUTES);
    const stale = await t.api.delete('/user/delete', { cookie: anna.cookie });
    expect(stale.statusCode).toBe(403);
    const message = 'Чтобы удалить профиль, подтвердите, что это вы: введите пароль ещё раз.';
    expect(stale.json()).toEqual({ message, ui: { messages: [{ text: message }] } });
    expect((await t.api.get('/whoami', { cookie: anna.cookie })).statusCode).toBe(200);

    const login = await t.api.post('/user/auth', { email: anna.email, password: anna.password });
    expect(login.statusCode).toBe(200);
    const fresh = sessionCookieOf(login);
    clock.advance(14 * MINUTES);
    expect((await t.api.delete('/user/delete', { cookie: fresh })).statusCode).toBe(200);
    expect((await t.api.post('/user/auth', { email: anna.email, password: anna.password })).statusCode).toBe(401);
  });

  it('ends a session 90 days after its login however often it is used', async () => {
    const anna = await signUp(t.app, t.dataDir);
    for (let day = 0; day < 88; day += 2) {
      clock.advance(2 * DAYS);
      expect((await t.api.get('/whoami', { cookie: anna.cookie })).statusCode, `day ${day + 2}`).toBe(200);
    }
    clock.advance(2 * DAYS + MINUTES);
    expect((await t.api.get('/whoami', { cookie: anna.cookie })).statusCode).toBe(401);
    const rows = await t.app.db.selectFrom('sessions').select('user_id').where('user_id', '=', anna.userId).execute();
    expect(rows).toEqual([]);
  });
});
