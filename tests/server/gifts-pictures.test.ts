import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Wish } from '../../src/contract/gifts.ts';
import { giftsForSite } from '../../server/features/gifts/public.ts';
import { databaseTargets } from '../support/databases.ts';
import { jpegWithGps, noisePng, smallPng } from '../support/images.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The form of POST /gifts/wishlist/{id}/picture: the picture as `file`. */
function pictureForm(data: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

describe.each(databaseTargets)("a wish's picture on %s (issue 41)", (target) => {
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
  const upload = (user: SignedInUser, id: string, data: Buffer, name?: string, type?: string) =>
    call(user, 'POST', `/gifts/wishlist/${id}/picture`, pictureForm(data, name, type));
  /** The public address, as a guest's browser asks for it: no session. */
  const fetchPublic = (path: string) => t.app.inject({ method: 'GET', url: path });
  const storedFiles = async (subjectId: string) =>
    t.app.db.selectFrom('wedding_files').select(['id', 'kind']).where('subject_id', '=', subjectId).execute();

  it('re-encodes an upload as a small WebP without EXIF, served to anyone by an unguessable name', async () => {
    const anna = await couple();
    const kettle = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Чайник' });
    const res = await upload(anna, kettle.id, await jpegWithGps(2400, 1800), 'kettle.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const wish = res.json<Wish>();
    expect(wish).toMatchObject({
      id: kettle.id,
      title: 'Чайник',
      picture: expect.stringMatching(/^\/api\/v1\/gift-pictures\/wf_[\w-]{22}$/),
    });
    expect((await ok<Wish[]>(anna, 'GET', '/gifts/wishlist'))[0]!.picture).toBe(wish.picture);
    expect((await giftsForSite(t.app.db, anna.weddingId, null)).wishes[0]!.picture).toBe(wish.picture);

    const picture = await fetchPublic(wish.picture!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(picture.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(metadata.exif).toBeUndefined();
    expect(picture.rawPayload.length).toBeLessThan(60_000);
    expect(await storedFiles(kettle.id)).toEqual([{ id: expect.any(String), kind: 'wishPicture' }]);
  });

  it('replaces a picture (the old address stops answering), takes it away, and forgets it with the wish', async () => {
    const anna = await couple();
    const kettle = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Чайник' });
    const first = (await upload(anna, kettle.id, await smallPng(), 'a.png', 'image/png')).json<Wish>();
    const second = (await upload(anna, kettle.id, await smallPng(80, 40), 'b.png', 'image/png')).json<Wish>();
    expect(second.picture).not.toBe(first.picture);
    expect((await fetchPublic(first.picture!)).statusCode).toBe(404);
    expect((await fetchPublic(second.picture!)).statusCode).toBe(200);
    expect(await storedFiles(kettle.id)).toHaveLength(1);

    expect(await ok<Wish>(anna, 'DELETE', `/gifts/wishlist/${kettle.id}/picture`)).toMatchObject({ picture: null });
    expect((await fetchPublic(second.picture!)).statusCode).toBe(404);
    expect(await storedFiles(kettle.id)).toEqual([]);

    const third = (await upload(anna, kettle.id, await smallPng(), 'c.png', 'image/png')).json<Wish>();
    await ok(anna, 'DELETE', `/gifts/wishlist/${kettle.id}`);
    expect((await fetchPublic(third.picture!)).statusCode).toBe(404);
    expect(await storedFiles(kettle.id)).toEqual([]);
    expect((await fetchPublic('/api/v1/gift-pictures/wf_nothing')).statusCode).toBe(404);
    expect((await fetchPublic('/api/v1/gift-pictures/..%2Fetc')).statusCode).not.toBe(200);
  });

  it('refuses a file that is not a picture (415), one over 10 MB (413), no file (400), and another wedding’s wish (404)', async () => {
    const anna = await couple();
    const kettle = await ok<Wish>(anna, 'POST', '/gifts/wishlist', { title: 'Чайник' });
    const text = await upload(anna, kettle.id, Buffer.from('not a picture'), 'note.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json<{ message: string }>().message).toMatch(/[А-Яа-я]/);
    const big = await upload(anna, kettle.id, await noisePng(1900), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect((await call(anna, 'POST', `/gifts/wishlist/${kettle.id}/picture`, { file: 'x' })).statusCode).toBe(400);
    expect(await storedFiles(kettle.id)).toEqual([]);
    expect((await ok<Wish[]>(anna, 'GET', '/gifts/wishlist'))[0]!.picture).toBeNull();

    const maria = await couple();
    expect((await upload(maria, kettle.id, await smallPng(), 'a.png', 'image/png')).statusCode).toBe(404);
    expect((await call(maria, 'DELETE', `/gifts/wishlist/${kettle.id}/picture`)).statusCode).toBe(404);
    expect((await upload(anna, 'gw_unknown', await smallPng(), 'a.png', 'image/png')).statusCode).toBe(404);
  });
});
