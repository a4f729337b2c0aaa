import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTRACTOR_PICTURE_SIDE } from '../../src/contract/contractors.ts';
import type { WeddingStorage } from '../../src/contract/wedding.ts';
import { databaseTargets } from '../support/databases.ts';
import { jpegWithGps, smallPng } from '../support/images.ts';
import { signedInUser, type SignedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Issue 37 item 5: a wedding's files (contracts, board pictures) fit in its quota, here set to 1 MB
 * as an operator sets WEDDING_STORAGE_QUOTA_MB; settings read what is used; an upload past it is
 * refused in Russian, also when uploads come at once. A contract's picture is written again like
 * the boards' (no EXIF or GPS, bounded in pixels); a PDF is kept byte for byte.
 */
const MB = 1024 * 1024;
const pdfOf = (size: number) => {
  const head = Buffer.from('%PDF-1.7\n', 'latin1');
  return Buffer.concat([head, randomBytes(size - head.length)]);
};

/** A small PNG whose header claims 30000 × 30000 pixels (900 megapixels once decoded). */
async function pngClaiming30000Square(): Promise<Buffer> {
  const png = Buffer.from(await smallPng());
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(databaseTargets)('the wedding storage quota on %s', (target) => {
  const roomy = { limit: 10_000, windowSeconds: 3600 };
  const t = useTestApp(
    target,
    { WEDDING_STORAGE_QUOTA_MB: '1' },
    { rateLimits: { 'file-import-user': roomy, 'file-import-client': roomy } },
  );
  const couple = () => signedInUser(t.app, { subscription: 'active' });
  const contractorOf = async (user: SignedInUser) =>
    ((await t.api.post('/contractors', { category: 'photographer', name: 'Иван' }, user)).json() as { id: string }).id;
  const upload = (user: SignedInUser, contractorId: string, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/contractors/${contractorId}/files`,
      headers: user.headers,
      payload: form,
    });
  };
  const storage = async (user: SignedInUser) => {
    const res = await t.api.get('/wedding/storage', user);
    expect(res.statusCode).toBe(200);
    return res.json() as WeddingStorage;
  };

  it('shows what the files take and refuses a file past the quota with a Russian 413', async () => {
    const user = await couple();
    const other = await couple();
    expect(await storage(user)).toEqual({ used: 0, quota: MB });
    const contractor = await contractorOf(user);
    const contract = pdfOf(600_000);
    const first = await upload(user, contractor, contract, 'договор.pdf', 'application/pdf');
    expect(first.statusCode, first.body).toBe(200);
    expect(await storage(user)).toEqual({ used: 600_000, quota: MB });

    const second = await upload(user, contractor, pdfOf(600_000), 'смета.pdf', 'application/pdf');
    expect(second.statusCode).toBe(413);
    expect(second.json().message).toBe(
      'Место для файлов свадьбы закончилось: все договоры и картинки вместе занимают не больше 1 МБ. Удалите ненужные файлы и загрузите снова',
    );
    expect(await storage(user)).toEqual({ used: 600_000, quota: MB });
    // Another wedding has its own quota.
    const theirs = await upload(other, await contractorOf(other), pdfOf(600_000), 'договор.pdf', 'application/pdf');
    expect(theirs.statusCode).toBe(200);

    // Board pictures count too.
    const card = new FormData();
    card.append('title', 'Платье');
    card.append('category', 'dress');
    card.append('file', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'платье.jpg');
    const pinned = await t.app.inject({ method: 'POST', url: '/api/v1/looks', headers: user.headers, payload: card });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect((await storage(user)).used).toBeGreaterThan(600_000);

    // The PDF comes back as it was sent.
    const [listed] = (await t.api.get('/contractors', user)).json() as Array<{ files: Array<{ id: string }> }>;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contractors/${contractor}/files/${listed!.files[0]!.id}`,
      headers: user.headers,
    });
    expect(read.rawPayload.equals(contract)).toBe(true);
  });

  it('lets only what fits in when uploads come at once', async () => {
    const user = await couple();
    const contractor = await contractorOf(user);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        upload(user, contractor, pdfOf(300_000), `скан-${index}.pdf`, 'application/pdf'),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 413, 413, 413, 413, 413]);
    expect(await storage(user)).toEqual({ used: 900_000, quota: MB });
  });

  it('writes a contract’s photo again without EXIF and GPS, and refuses a 30000 × 30000 PNG', async () => {
    const user = await couple();
    const contractor = await contractorOf(user);
    const photo = await jpegWithGps(5200, 3000);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(user, contractor, photo, 'договор.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fileName: 'договор.jpg', contentType: 'image/jpeg' });
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contractors/${contractor}/files/${res.json().id}`,
      headers: user.headers,
    });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(CONTRACTOR_PICTURE_SIDE);

    const huge = await upload(user, contractor, await pngClaiming30000Square(), 'скан.png', 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/[а-яё]/i);
  });
});
