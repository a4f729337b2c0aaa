import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LookCard, LookDictionary } from '../../src/contract/looks.ts';
import { fieldMessages } from '../support/api.ts';
import { databaseTargets } from '../support/databases.ts';
import { jpegWithGps, noisePng, smallPng } from '../support/images.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The form of POST /looks: text fields and, if given, the picture as `file`. */
function cardForm(fields: Record<string, string>, picture?: { data: Buffer; name?: string; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) {
    const blob = new Blob([new Uint8Array(picture.data)], { type: picture.type ?? 'image/jpeg' });
    form.append('file', blob, picture.name ?? 'photo.jpg');
  }
  return form;
}

describe.each(databaseTargets)('the looks and decor boards on %s (issue 28)', (target) => {
  const t = useTestApp(target);

  const call = (user: SignedInUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user?.headers ?? {},
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const ok = async <T>(user: SignedInUser, method: Method, url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const add = (user: SignedInUser, fields: Record<string, string>, picture?: Parameters<typeof cardForm>[1]) =>
    call(user, 'POST', '/looks', cardForm(fields, picture));
  const storedFiles = async (subjectId: string) =>
    t.app.db.selectFrom('wedding_files').select(['kind', 'content_type']).where('subject_id', '=', subjectId).execute();

  it('lists the kinds of both boards, each with its board and Russian name', async () => {
    const anna = await couple();
    const kinds = await ok<LookDictionary>(anna, 'GET', '/dictionaries/looks');
    expect(kinds).toContainEqual({ id: 'looks-dress', code: 'dress', name: 'Платье', board: 'look' });
    expect(kinds).toContainEqual({ id: 'looks-hall', code: 'hall', name: 'Декор зала', board: 'decor' });
    expect(kinds.filter((kind) => kind.board === 'look').map((kind) => kind.code)).toContain('rings');
    expect(kinds.filter((kind) => kind.board === 'decor').map((kind) => kind.code)).toContain('cake');
  });

  it('pins a card with a photo: re-encoded WebP without EXIF at two sizes, served privately to the wedding', async () => {
    const anna = await couple();
    const res = await add(
      anna,
      {
        title: '  Платье с открытой спиной ',
        category: 'dress',
        link: 'https://example.ru/dress?id=7',
        comment: 'Мой размер',
      },
      { data: await jpegWithGps(2400, 1800), name: 'dress.jpg' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json<LookCard>();
    expect(card).toEqual({
      id: expect.any(String),
      title: 'Платье с открытой спиной',
      category: 'dress',
      board: 'look',
      image: `/api/v1/looks/${card.id}/image`,
      thumbnail: `/api/v1/looks/${card.id}/thumbnail`,
      link: 'https://example.ru/dress?id=7',
      comment: 'Мой размер',
      favorite: false,
      createdAt: expect.any(String),
    });

    const image = await call(anna, 'GET', `/looks/${card.id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('private');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const full = await sharp(image.rawPayload).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1600, 1200]);
    expect(full.exif).toBeUndefined();
    expect(image.rawPayload.includes('PhoneCam')).toBe(false);

    const thumbnail = await call(anna, 'GET', `/looks/${card.id}/thumbnail`);
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 480, 360]);
    expect(thumbnail.rawPayload.length).toBeLessThan(image.rawPayload.length);

    // A partner who joined the wedding sees it; a stranger, a foreign couple and nobody do not.
    const partner = await signedInUser(t.app, { subscription: 'active', joins: { weddingId: anna.weddingId } });
    expect((await call(partner, 'GET', `/looks/${card.id}/image`)).statusCode).toBe(200);
    const boris = await couple();
    expect((await call(boris, 'GET', `/looks/${card.id}/image`)).statusCode).toBe(404);
    expect((await call(boris, 'GET', `/looks/${card.id}/thumbnail`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/looks/${card.id}/image`)).statusCode).toBe(401);
  });

  it('pins a card with only a link, keeps it as given, and refuses what is not an http(s) address', async () => {
    const anna = await couple();
    const linked = await add(anna, {
      title: 'Арка из пампасной травы',
      category: 'ceremony',
      link: 'https://pin.it/abc',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<LookCard>()).toMatchObject({
      board: 'decor',
      image: null,
      thumbnail: null,
      link: 'https://pin.it/abc',
    });
    expect((await call(anna, 'GET', `/looks/${linked.json<LookCard>().id}/image`)).statusCode).toBe(404);

    for (const link of ['javascript:alert(1)', 'example.ru', 'ftp://example.ru/a.jpg']) {
      const refused = await add(anna, { title: 'Букет', category: 'bouquet', link });
      expect(refused.statusCode).toBe(422);
      expect(fieldMessages(refused).link).toMatch(/http/);
    }
    const nothing = await add(anna, { title: 'Букет', category: 'bouquet' });
    expect(nothing.statusCode).toBe(422);
    expect(fieldMessages(nothing).file).toBe('Добавьте картинку или ссылку на неё');
    const blank = await add(anna, { title: '  ', category: 'bouquet', link: 'https://a.ru' });
    expect(fieldMessages(blank).title).toBe('Поле не может быть пустым');
    const unknownKind = await add(anna, { title: 'Букет', category: 'car', link: 'https://a.ru' });
    expect(unknownKind.statusCode).toBe(422);
    expect(fieldMessages(unknownKind).category).toBeDefined();

    // The only link of a card without a picture cannot be cleared.
    const cleared = await call(anna, 'PATCH', `/looks/${linked.json<LookCard>().id}`, { link: '' });
    expect(cleared.statusCode).toBe(422);
    expect((await ok<LookCard[]>(anna, 'GET', '/looks')).length).toBe(1);
  });

  it('refuses a file that is not a picture (415), one over 10 MB (413) and a body that is not a form (400)', async () => {
    const anna = await couple();
    const text = await add(
      anna,
      { title: 'Торт', category: 'cake' },
      { data: Buffer.from('not a picture'), type: 'image/png' },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().ui.messages[0].text).toMatch(/[а-я]/);
    const pdf = await add(
      anna,
      { title: 'Торт', category: 'cake' },
      { data: Buffer.from('%PDF-1.4 x'), type: 'application/pdf' },
    );
    expect(pdf.statusCode).toBe(415);

    const big = await noisePng(1900);
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const tooLarge = await add(
      anna,
      { title: 'Торт', category: 'cake' },
      { data: big, type: 'image/png', name: 'big.png' },
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().ui.messages[0].text).toContain('10');

    expect(
      (await call(anna, 'POST', '/looks', { title: 'Торт', category: 'cake', link: 'https://a.ru' })).statusCode,
    ).toBe(400);
    expect(await ok<LookCard[]>(anna, 'GET', '/looks')).toEqual([]);
    expect(
      await t.app.db.selectFrom('wedding_files').select('id').where('wedding_id', '=', anna.weddingId).execute(),
    ).toEqual([]);
  });

  it('marks favourites on both boards and counts them; changes and removes a card with its files', async () => {
    const anna = await couple();
    const dress = (
      await add(anna, { title: 'Платье', category: 'dress' }, { data: await smallPng(), type: 'image/png' })
    ).json<LookCard>();
    const hall = (
      await add(anna, { title: 'Зал в зелени', category: 'hall', link: 'https://a.ru/hall' })
    ).json<LookCard>();
    const cake = (await add(anna, { title: 'Торт', category: 'cake', link: 'https://a.ru/cake' })).json<LookCard>();
    expect((await ok<LookCard[]>(anna, 'GET', '/looks')).map((card) => card.id)).toEqual([cake.id, hall.id, dress.id]);
    expect(await ok(anna, 'GET', '/looks/favorites/total')).toEqual({ total: 0 });

    expect(await ok<LookCard>(anna, 'PATCH', `/looks/${dress.id}`, { favorite: true })).toMatchObject({
      favorite: true,
      title: 'Платье',
    });
    await ok(anna, 'PATCH', `/looks/${hall.id}`, { favorite: true, title: ' Зал ', comment: 'Спросить цену' });
    expect((await ok<LookCard[]>(anna, 'GET', '/looks/favorites')).map((card) => [card.title, card.board])).toEqual([
      ['Зал', 'decor'],
      ['Платье', 'look'],
    ]);
    expect(await ok(anna, 'GET', '/looks/favorites/total')).toEqual({ total: 2 });
    // A kind of the other board moves the card there.
    expect(await ok<LookCard>(anna, 'PATCH', `/looks/${cake.id}`, { category: 'bouquet' })).toMatchObject({
      board: 'look',
    });

    expect(await storedFiles(dress.id)).toHaveLength(2);
    expect(await ok(anna, 'DELETE', `/looks/${dress.id}`)).toEqual({});
    expect(await storedFiles(dress.id)).toEqual([]);
    expect((await call(anna, 'GET', `/looks/${dress.id}/image`)).statusCode).toBe(404);
    expect(await ok(anna, 'GET', '/looks/favorites/total')).toEqual({ total: 1 });
    expect((await call(anna, 'DELETE', `/looks/${dress.id}`)).statusCode).toBe(404);
  });

  it('keeps each wedding’s cards to itself', async () => {
    const anna = await couple();
    const boris = await couple();
    const card = (await add(anna, { title: 'Кольца', category: 'rings', link: 'https://a.ru/rings' })).json<LookCard>();
    await ok(anna, 'PATCH', `/looks/${card.id}`, { favorite: true });
    expect(await ok(boris, 'GET', '/looks')).toEqual([]);
    expect(await ok(boris, 'GET', '/looks/favorites')).toEqual([]);
    expect(await ok(boris, 'GET', '/looks/favorites/total')).toEqual({ total: 0 });
    expect((await call(boris, 'PATCH', `/looks/${card.id}`, { favorite: false })).statusCode).toBe(404);
    expect((await call(boris, 'DELETE', `/looks/${card.id}`)).statusCode).toBe(404);
    expect(await ok(anna, 'GET', '/looks/favorites/total')).toEqual({ total: 1 });
  });

  it('lets a couple whose subscription ended read but not pin', async () => {
    const ended = await signedInUser(t.app, { subscription: 'ended' });
    expect((await call(ended, 'GET', '/looks')).statusCode).toBe(200);
    expect((await add(ended, { title: 'Букет', category: 'bouquet', link: 'https://a.ru' })).statusCode).toBe(403);
  });
});
