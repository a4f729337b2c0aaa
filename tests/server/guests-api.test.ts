import { describe, expect, it } from 'vitest';
import type { Guest } from '../../src/contract/guests.ts';
import { countGuestPeople } from '../../server/features/guests/public.ts';
import { fieldMessages } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

describe.each(databaseTargets)('the guest list on %s', (target) => {
  const t = useTestApp(target);

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const add = async (user: SignedInUser, body: object) => {
    const res = await call(user, 'POST', '/guests', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Guest>();
  };

  it('adds a guest with defaults, lists it, changes it and deletes it', async () => {
    const anna = await couple();
    expect((await call(anna, 'GET', '/guests')).json()).toEqual([]);

    const masha = await add(anna, { name: ' Мария Иванова ', from: 'bride' });
    expect(masha).toEqual({
      id: expect.stringMatching(/^g_/),
      name: 'Мария Иванова',
      withHalf: false,
      halfName: null,
      from: 'bride',
      children: 'none',
      comment: '',
      category: [],
      checked: false,
      email: null,
      phone: null,
    });
    const petya = await add(anna, {
      name: 'Пётр Смирнов',
      from: 'groom',
      withHalf: true,
      halfName: 'Ольга',
      children: 'several',
      comment: 'Вегетарианец',
      category: ['friends', 'colleagues'],
    });
    expect((await call(anna, 'GET', '/guests')).json()).toEqual([masha, petya]);

    const confirmed = await call(anna, 'PATCH', `/guests/${masha.id}`, { checked: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ...masha, checked: true });

    const noHalf = await call(anna, 'PATCH', `/guests/${petya.id}`, { withHalf: false });
    expect(noHalf.json()).toMatchObject({ withHalf: false, halfName: null, category: ['friends', 'colleagues'] });
    const halfAgain = await call(anna, 'PATCH', `/guests/${petya.id}`, { withHalf: true });
    expect(halfAgain.json()).toMatchObject({ withHalf: true, halfName: null });

    expect((await call(anna, 'DELETE', `/guests/${masha.id}`)).json()).toEqual({});
    expect((await call(anna, 'GET', '/guests')).json()).toEqual([halfAgain.json()]);
  });

  it('asks for the name and the side in Russian, and refuses codes not in the dictionaries', async () => {
    const anna = await couple();
    const blank = await call(anna, 'POST', '/guests', { name: '  ', from: 'bride' });
    expect(fieldMessages(blank)).toEqual({ name: 'Поле не может быть пустым' });
    const missing = await call(anna, 'POST', '/guests', {});
    expect(fieldMessages(missing)).toEqual({ name: 'Поле не может быть пустым', from: 'Поле не может быть пустым' });
    const badCodes = await call(anna, 'POST', '/guests', { name: 'Иван', from: 'cousin', category: ['aliens'] });
    expect(badCodes.statusCode).toBe(422);
    expect(fieldMessages(badCodes)).toEqual({
      from: 'Поле не заполнено или заполнено неверно',
      category: 'Поле не заполнено или заполнено неверно',
    });
    const long = await call(anna, 'POST', '/guests', { name: 'Я'.repeat(201), from: 'bride' });
    expect(fieldMessages(long)).toEqual({
      name: 'Количество символов превышает максимально допустимое: не более 200 символов',
    });
    expect((await call(anna, 'GET', '/guests')).json()).toEqual([]);
  });

  it('answers 404 for another couple’s guest or an unknown id, and leaves their list alone', async () => {
    const anna = await couple();
    const olga = await couple();
    const guest = await add(anna, { name: 'Мария', from: 'bride' });
    for (const res of [
      await call(olga, 'PATCH', `/guests/${guest.id}`, { checked: true }),
      await call(olga, 'DELETE', `/guests/${guest.id}`),
      await call(anna, 'PATCH', '/guests/g_nobody', { checked: true }),
      await call(anna, 'DELETE', '/guests/g_nobody'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Запись не найдена');
    }
    expect((await call(olga, 'GET', '/guests')).json()).toEqual([]);
    expect((await call(anna, 'GET', '/guests')).json()).toEqual([guest]);
  });

  it('lets an ended subscription read the list and download it, but not change it', async () => {
    const ended = await signedInUser(t.app, { subscription: 'ended' });
    expect((await call(ended, 'GET', '/guests')).statusCode).toBe(200);
    expect((await call(ended, 'GET', '/guests/download')).statusCode).toBe(200);
    expect((await call(ended, 'POST', '/guests', { name: 'Мария', from: 'bride' })).statusCode).toBe(403);
    const never = await signedInUser(t.app, { subscription: 'never' });
    expect((await call(never, 'GET', '/guests')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/guests' })).statusCode).toBe(401);
  });

  it('serves the three dictionaries with their Russian names', async () => {
    const anna = await couple();
    const names = async (kind: string) =>
      (await call(anna, 'GET', `/dictionaries/guests/${kind}`)).json<Array<{ name: string }>>().map((e) => e.name);
    expect(await names('from')).toEqual(['Со стороны невесты', 'Со стороны жениха', 'Общие']);
    expect(await names('children')).toEqual(['Без детей', 'С ребёнком', 'С детьми']);
    expect(await names('category')).toEqual(
      expect.arrayContaining(['Семья', 'Родственники', 'Друзья', 'Коллеги', 'Соседи']),
    );
    const from = (await call(anna, 'GET', '/dictionaries/guests/from')).json();
    expect(from[0]).toEqual({ id: expect.any(String), code: 'bride', name: 'Со стороны невесты' });
  });

  it('counts people for the budget: each guest plus one per +1, and the children apart', async () => {
    const anna = await couple();
    expect(await countGuestPeople(t.app.db, anna.weddingId)).toEqual({ guests: 0, people: 0, children: 0 });
    await add(anna, { name: 'Мария', from: 'bride', withHalf: true });
    await add(anna, { name: 'Иван', from: 'groom', children: 'one' });
    expect(await countGuestPeople(t.app.db, anna.weddingId)).toEqual({ guests: 2, people: 3, children: 1 });
  });
});
