import { describe, expect, it } from 'vitest';
import './support/native-files.ts';
import { MOCK_CODE, MOCK_PASSWORD, MOCK_RESTORE_TOKEN } from '../../mocks/scenarios.ts';
import { findAccount, resetMockDb, sessionUser } from '../../mocks/store.ts';

const api = (path: string) => `http://localhost:3000/api/v1${path}`;
const post = (path: string, body: unknown) =>
  fetch(api(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const update = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(api('/user/update'), { method: 'POST', body: form });
};

describe('mock sign-up, restore and profile calls follow api.md', () => {
  it('register answers a userId; the mailed code confirms and signs in; resend waits a minute', async () => {
    resetMockDb('logged-out');
    const registered = await post('/user/register', {
      email: 'olga@example.ru',
      name: 'olga@example.ru',
      password: 'olga-password',
      'password-confirm': 'olga-password',
    });
    const { userId } = await registered.json();
    expect(userId).toEqual(expect.any(String));

    const resent = await post('/user/resend-code', { userId });
    expect(resent.status).toBe(429);
    expect(Number(resent.headers.get('retry-after'))).toBeGreaterThan(55);
    expect((await resent.json()).message).toMatch(/^Слишком много попыток. Повторите через \d+ секунд/);

    const wrong = await post('/user/activate', { userId, code: '000000' });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).ui.messages).toEqual([
      { field: 'code', text: 'Неверный код или срок его действия истёк' },
    ]);
    const right = await post('/user/activate', { userId, code: MOCK_CODE });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ email: 'olga@example.ru', isShowInitWizard: true, subscriptions: null });
  });

  it('register answers 422 per bad field with the spec messages', async () => {
    const res = await post('/user/register', { email: 'olga@', password: 'abc', 'password-confirm': 'abc' });
    expect(res.status).toBe(422);
    expect((await res.json()).ui.messages).toEqual([
      { field: 'email', text: 'Email введен неверно' },
      { field: 'password', text: 'Количество символов меньше минимально допустимого: нужно не менее 4 символов' },
    ]);
  });

  it('restore answers {} for any address; the mailed token sets a new password once', async () => {
    resetMockDb('logged-out');
    expect(await (await post('/user/restore-password', { email: 'nobody@example.ru' })).json()).toEqual({});
    expect(await (await post('/user/restore-password', { email: 'anna@example.ru' })).json()).toEqual({});
    const body = {
      email: 'anna@example.ru',
      token: MOCK_RESTORE_TOKEN,
      password: 'fresh-one',
      passwordConfirm: 'fresh-one',
    };
    expect((await post('/user/check-password', body)).status).toBe(200);
    expect(findAccount('anna@example.ru')!.password).toBe('fresh-one');
    const again = await post('/user/check-password', body);
    expect(again.status).toBe(422);
    expect((await again.json()).ui.messages[0].field).toBe('token');
  });

  it('update takes multipart, leaves empty fields alone and refuses non-pictures (415) and large ones (413)', async () => {
    resetMockDb('active');
    const answer = await update({ brideName: 'Мария', groomName: '', registrationDate: '2027-06-01T10:00:00.000Z' });
    expect(await answer.json()).toMatchObject({
      brideName: 'Мария',
      groomName: 'Пётр',
      registrationDate: '2027-06-01T10:00:00.000Z',
    });
    const gif = await update({ userpic: new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }) });
    expect(gif.status).toBe(415);
    const big = await update({
      userpic: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    });
    expect(big.status).toBe(413);
    const png = await update({ userpic: new File([new Uint8Array([1, 2, 3])], 'us.png', { type: 'image/png' }) });
    const { userpic } = await png.json();
    const served = await fetch(`http://localhost:3000${userpic}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('change-password checks the current password; delete removes the account and the session', async () => {
    resetMockDb('active');
    const wrong = await post('/user/change-password', {
      'old-password': 'nope-nope',
      'new-password': 'fresh-one',
      'new-password-confirm': 'fresh-one',
    });
    expect((await wrong.json()).ui.messages).toEqual([
      { field: 'old-password', text: 'Текущий пароль введён неверно' },
    ]);
    const right = await post('/user/change-password', {
      'old-password': MOCK_PASSWORD,
      'new-password': 'fresh-one',
      'new-password-confirm': 'fresh-one',
    });
    expect(await right.json()).toEqual({});

    // A session from before (the scenario's) must log in again first, as on the server.
    const stale = await fetch(api('/user/delete'), { method: 'DELETE' });
    expect(stale.status).toBe(403);
    expect((await stale.json()).message).toBe(
      'Чтобы удалить профиль, подтвердите, что это вы: введите пароль ещё раз.',
    );
    expect((await post('/user/auth', { email: 'anna@example.ru', password: 'fresh-one' })).status).toBe(200);
    expect(await (await fetch(api('/user/delete'), { method: 'DELETE' })).json()).toEqual({});
    expect(sessionUser()).toBeNull();
    expect(findAccount('anna@example.ru')).toBeUndefined();
    expect((await post('/user/auth', { email: 'anna@example.ru', password: 'fresh-one' })).status).toBe(401);
  });
});
