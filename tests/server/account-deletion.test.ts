import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signUp } from '../support/accounts.ts';
import { newestMail, waitForMail } from '../support/outbox.ts';
import { databaseTargets } from '../support/databases.ts';
import { profileForm, smallPng } from '../support/images.ts';
import { useTestApp } from '../support/test-app.ts';

describe.each(databaseTargets)('deleting the account on %s', (target) => {
  const t = useTestApp(target);

  /** Rows that belong to the user, table by table. */
  async function rowsOf(userId: string) {
    const db = t.app.db;
    const count = async (table: 'sessions' | 'confirmation_codes' | 'password_reset_tokens') =>
      (await db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;
    return {
      users: (await db.selectFrom('users').select('id').where('id', '=', userId).execute()).length,
      sessions: await count('sessions'),
      confirmation_codes: await count('confirmation_codes'),
      password_reset_tokens: await count('password_reset_tokens'),
    };
  }

  it('removes the user, their sessions, codes, tokens and picture; clears the cookie; login fails', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const second = await t.api.post('/user/auth', { email: anna.email, password: anna.password });
    const { userpic } = (
      await t.api.post('/user/update', profileForm({}, { data: await smallPng(), name: 'a.png', type: 'image/png' }), {
        cookie: anna.cookie,
      })
    ).json();
    const picture = userpic.split('/').pop();
    const pictureStored = async () =>
      (await t.app.db.selectFrom('stored_files').select('name').where('name', '=', picture).execute()).length > 0;
    await t.api.post('/user/restore-password', { email: anna.email });
    await t.app.background.settled();
    // A code waiting too (as after a resend), so every kind of row is there to be removed.
    await t.app.db
      .insertInto('confirmation_codes')
      .values({ user_id: anna.userId, code_hash: 'x', attempts: 0, created_at: '2026-01-01', expires_at: '2099-01-01' })
      .execute();
    expect(await rowsOf(anna.userId)).toEqual({
      users: 1,
      sessions: 2,
      confirmation_codes: 1,
      password_reset_tokens: 1,
    });
    expect(await pictureStored()).toBe(true);

    const res = await t.api.delete('/user/delete', { cookie: anna.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const cleared = res.cookies.find((c) => c.name === 'session')!;
    expect(cleared.value).toBe('');

    expect(await rowsOf(anna.userId)).toEqual({
      users: 0,
      sessions: 0,
      confirmation_codes: 0,
      password_reset_tokens: 0,
    });
    expect(await pictureStored()).toBe(false);
    expect((await t.api.get('/whoami', { cookie: anna.cookie })).statusCode).toBe(401);
    const otherSession = second.cookies.find((c) => c.name === 'session')!.value;
    expect((await t.api.get('/whoami', { cookie: `session=${otherSession}` })).statusCode).toBe(401);
    const login = await t.api.post('/user/auth', { email: anna.email, password: anna.password });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Неверный email или пароль');
  });

  it('leaves other users alone', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const petr = await signUp(t.app, t.dataDir);
    await t.api.delete('/user/delete', { cookie: anna.cookie });
    expect((await t.api.get('/whoami', { cookie: petr.cookie })).statusCode).toBe(200);
    expect((await rowsOf(petr.userId)).users).toBe(1);
  });

  it('frees the address for a new registration', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const before = (await newestMail(t.dataDir, anna.email))?.file;
    await t.api.delete('/user/delete', { cookie: anna.cookie });
    // The deletion is confirmed by mail first; the new registration's code comes after it.
    expect((await waitForMail(t.dataDir, anna.email, { after: before })).subject).toBe('Профиль удалён');
    const again = await signUp(t.app, t.dataDir, { email: anna.email });
    expect(again.userId).not.toBe(anna.userId);
    expect(again.user.isShowInitWizard).toBe(true);
  });

  it('needs a session', async () => {
    expect((await t.api.delete('/user/delete')).statusCode).toBe(401);
  });

  it('declares ON DELETE CASCADE on every foreign key to users, in every table', async () => {
    let keys: Array<{ table: string; onDelete: string }>;
    if (target === 'sqlite') {
      const result = await sql<{ table: string; onDelete: string }>`
        select m.name as "table", k.on_delete as "onDelete"
        from sqlite_master m, pragma_foreign_key_list(m.name) k
        where m.type = 'table' and k."table" = 'users'`.execute(t.app.db);
      keys = result.rows;
    } else {
      const result = await sql<{ table: string; onDelete: string }>`
        select cl.relname as "table",
               case c.confdeltype when 'c' then 'CASCADE' when 'n' then 'SET NULL' else 'NO ACTION' end as "onDelete"
        from pg_constraint c join pg_class cl on cl.oid = c.conrelid
        where c.contype = 'f' and c.confrelid = 'users'::regclass`.execute(t.app.db);
      keys = result.rows;
    }
    expect(keys.map((k) => k.table)).toEqual(
      expect.arrayContaining(['sessions', 'confirmation_codes', 'password_reset_tokens']),
    );
    // The wedding's activity and its consultation booking stay for the others, with the member who
    // wrote or booked unlinked (SET NULL): their address is read from users, so nothing of theirs stays.
    const unlinks = new Set(['wedding_activity', 'consultation_bookings']);
    for (const key of keys) expect(key.onDelete, key.table).toBe(unlinks.has(key.table) ? 'SET NULL' : 'CASCADE');
  });
});
