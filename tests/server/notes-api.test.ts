import { describe, expect, it } from 'vitest';
import type { Note } from '../../src/contract/notes.ts';
import { fieldMessages } from '../support/api.ts';
import { createTestClock, MINUTES } from '../support/clock.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(databaseTargets)('the notes on %s (issue 28)', (target) => {
  const clock = createTestClock(new Date('2026-11-25T09:00:00.000Z'));
  const t = useTestApp(target, {}, { clock });

  const call = (user: SignedInUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const ok = async <T>(user: SignedInUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('writes, lists newest first, changes and deletes notes; either partner edits them', async () => {
    const anna = await couple();
    const ivan = await signedInUser(t.app, { joins: { weddingId: anna.weddingId } });
    expect(await ok(anna, 'GET', '/notes')).toEqual([]);

    const menu = await ok<Note>(anna, 'POST', '/notes', {
      title: '  Меню банкета ',
      text: 'Рыба или мясо?\n  — спросить у гостей  ',
    });
    expect(menu).toEqual({
      id: expect.any(String),
      title: 'Меню банкета',
      text: 'Рыба или мясо?\n  — спросить у гостей',
      updatedAt: '2026-11-25T09:00:00.000Z',
    });
    clock.advance(MINUTES);
    const phones = await ok<Note>(ivan, 'POST', '/notes', { title: 'Телефоны' });
    expect(phones.text).toBe('');
    expect((await ok<Note[]>(anna, 'GET', '/notes')).map((note) => note.title)).toEqual(['Телефоны', 'Меню банкета']);

    // The partner's change brings the older note back on top.
    clock.advance(MINUTES);
    const changed = await ok<Note>(ivan, 'PATCH', `/notes/${menu.id}`, { text: 'Мясо, и вегетарианское для Ромы' });
    expect(changed).toMatchObject({ title: 'Меню банкета', text: 'Мясо, и вегетарианское для Ромы' });
    expect(changed.updatedAt).toBe('2026-11-25T09:02:00.000Z');
    expect((await ok<Note[]>(anna, 'GET', '/notes')).map((note) => note.id)).toEqual([menu.id, phones.id]);

    expect(await ok(anna, 'DELETE', `/notes/${phones.id}`)).toEqual({});
    expect((await ok<Note[]>(ivan, 'GET', '/notes')).map((note) => note.id)).toEqual([menu.id]);
    expect((await call(anna, 'DELETE', `/notes/${phones.id}`)).statusCode).toBe(404);
  });

  it('refuses a blank or too long title in Russian, and control characters in the text', async () => {
    const anna = await couple();
    const blank = await call(anna, 'POST', '/notes', { title: '   ', text: 'x' });
    expect(blank.statusCode).toBe(422);
    expect(fieldMessages(blank).title).toBe('Поле не может быть пустым');
    const long = await call(anna, 'POST', '/notes', { title: 'я'.repeat(201) });
    expect(long.statusCode).toBe(422);
    expect(fieldMessages(long).title).toContain('не более 200');
    const control = await call(anna, 'POST', '/notes', { title: 'Идея', text: 'a\u0007b' });
    expect(control.statusCode).toBe(422);
    const note = await ok<Note>(anna, 'POST', '/notes', { title: 'Идея', text: 'строка\tс табом\r\nи вторая' });
    expect((await call(anna, 'PATCH', `/notes/${note.id}`, { title: '' })).statusCode).toBe(422);
  });

  it("answers 404 for another wedding's notes and never lists them", async () => {
    const anna = await couple();
    const boris = await couple();
    const note = await ok<Note>(anna, 'POST', '/notes', { title: 'Только наше' });
    expect((await call(boris, 'PATCH', `/notes/${note.id}`, { title: 'Чужое' })).statusCode).toBe(404);
    expect((await call(boris, 'DELETE', `/notes/${note.id}`)).statusCode).toBe(404);
    expect(await ok(boris, 'GET', '/notes')).toEqual([]);
    expect((await ok<Note[]>(anna, 'GET', '/notes'))[0]).toMatchObject({ title: 'Только наше' });
  });

  it('records who wrote, changed and deleted a note in the activity', async () => {
    const anna = await couple();
    const note = await ok<Note>(anna, 'POST', '/notes', { title: 'Рассадка' });
    await ok(anna, 'PATCH', `/notes/${note.id}`, { text: 'Тётю подальше от дяди' });
    await ok(anna, 'DELETE', `/notes/${note.id}`);
    const activity = await ok<Array<{ action: string; what: string | null }>>(anna, 'GET', '/wedding/activity');
    expect(activity.slice(0, 3).map(({ action, what }) => [action, what])).toEqual([
      ['noteDeleted', 'Рассадка'],
      ['noteChanged', 'Рассадка'],
      ['noteAdded', 'Рассадка'],
    ]);
  });
});
