import { describe, expect, it } from 'vitest';
import type { Guest, GuestImportResult } from '../../src/contract/guests.ts';
import { fieldMessages } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { HEADERS, csvText, importForm, readXlsxRows } from '../support/guest-files.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/* A guest's e-mail and phone (issue 40, item 1): kept as typed, checked, in the file both ways. */

describe.each(databaseTargets)("guests' contacts on %s", (target) => {
  const t = useTestApp(target);

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const upload = (user: SignedInUser, file: string, query: string) => {
    const form = importForm(file, 'guests.csv');
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/guests/import?${query}`,
      headers: user.headers,
      payload: form,
    });
  };

  it('keeps an e-mail and a phone as typed, changes and clears them', async () => {
    const anna = await couple();
    const res = await call(anna, 'POST', '/guests', {
      name: 'Ольга',
      from: 'bride',
      email: 'Olga.Petrova@example.test',
      phone: '+7 (916) 123-45-67',
    });
    expect(res.statusCode, res.body).toBe(200);
    const olga = res.json<Guest>();
    expect(olga).toMatchObject({ email: 'Olga.Petrova@example.test', phone: '+7 (916) 123-45-67' });
    expect((await call(anna, 'GET', '/guests')).json<Guest[]>()[0]).toMatchObject({
      email: olga.email,
      phone: olga.phone,
    });

    const changed = await call(anna, 'PATCH', `/guests/${olga.id}`, { phone: '8 495 123 45 67', email: null });
    expect(changed.json()).toMatchObject({ email: null, phone: '8 495 123 45 67' });
    const bare = await call(anna, 'POST', '/guests', { name: 'Пётр', from: 'groom' });
    expect(bare.json()).toMatchObject({ email: null, phone: null });
  });

  it('refuses what is not an address or a phone number, in Russian, under the field', async () => {
    const anna = await couple();
    const email = await call(anna, 'POST', '/guests', { name: 'Ольга', from: 'bride', email: 'olga@' });
    expect(email.statusCode).toBe(422);
    expect(fieldMessages(email).email).toBe('Email введен неверно');
    for (const phone of ['12345', 'позвонить маме', '+7 916 123']) {
      const res = await call(anna, 'POST', '/guests', { name: 'Ольга', from: 'bride', phone });
      expect(res.statusCode, phone).toBe(422);
      expect(fieldMessages(res).phone).toBe('Телефон введён неверно: например, +7 916 123-45-67 или 8 916 123-45-67');
    }
    const long = await call(anna, 'POST', '/guests', { name: 'Ольга', from: 'bride', phone: '1'.repeat(33) });
    expect(long.statusCode).toBe(422);
    expect((await call(anna, 'GET', '/guests')).json()).toEqual([]);
  });

  it('exports the contacts, imports them back, and rejects a row with a bad one', async () => {
    const anna = await couple();
    await call(anna, 'POST', '/guests', {
      name: 'Ольга',
      from: 'bride',
      email: 'olga@example.test',
      phone: '+7 916 123-45-67',
    });
    const rows = await readXlsxRows((await call(anna, 'GET', '/guests/download')).rawPayload);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows[1]!.slice(8, 10)).toEqual(['olga@example.test', '+7 916 123-45-67']);

    const file = csvText([
      ['Имя', 'Сторона', 'E-mail', 'Телефон'],
      ['Иван', 'Общие', 'ivan@example.test', ''],
      ['Нина', 'Общие', 'nina@', ''],
      ['Вера', 'Общие', '', '123'],
    ]);
    const preview = (await upload(anna, file, 'mode=preview')).json<GuestImportResult>();
    expect(preview.guests).toEqual([
      expect.objectContaining({ name: 'Иван', email: 'ivan@example.test', phone: null }),
    ]);
    expect(preview.rejected).toEqual([
      { line: 3, reason: 'E-mail «nina@» введён неверно' },
      { line: 4, reason: 'Телефон «123» не похож на номер: например, +7 916 123-45-67' },
    ]);
  });

  it("leaves a guest's contacts alone when a re-import's file has no such columns", async () => {
    const anna = await couple();
    await call(anna, 'POST', '/guests', {
      name: 'Ольга',
      from: 'bride',
      email: 'olga@example.test',
      phone: '+7 916 123-45-67',
    });
    const old = csvText([
      ['Имя', 'Сторона', 'Комментарий'],
      ['Ольга', 'Общие', 'Подруга'],
    ]);
    const res = await upload(anna, old, 'mode=commit&duplicates=update');
    expect(res.json<GuestImportResult>()).toMatchObject({ updated: 1 });
    expect((await call(anna, 'GET', '/guests')).json()).toEqual([
      expect.objectContaining({
        comment: 'Подруга',
        from: 'common',
        email: 'olga@example.test',
        phone: '+7 916 123-45-67',
      }),
    ]);
    const cleared = csvText([
      ['Имя', 'Сторона', 'Телефон'],
      ['Ольга', 'Общие', ''],
    ]);
    await upload(anna, cleared, 'mode=commit&duplicates=update');
    expect((await call(anna, 'GET', '/guests')).json()).toEqual([
      expect.objectContaining({ email: 'olga@example.test', phone: null }),
    ]);
  });
});
