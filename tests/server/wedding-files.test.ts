import { describe, expect, it } from 'vitest';
import { documentTypeOf } from '../../src/contract/file-kinds.ts';
import {
  readWeddingFile,
  removeWeddingFile,
  removeWeddingFilesOf,
  saveWeddingFile,
  weddingFilesOf,
} from '../../server/features/wedding-files/public.ts';
import { databaseTargets } from '../support/databases.ts';
import { jpegWithGps, smallPng } from '../support/images.ts';
import { signedInUser } from '../support/signed-in-user.ts';
import { useTestApp } from '../support/test-app.ts';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

describe('the type of an uploaded document is read from its bytes', () => {
  it('knows PDF, JPEG and PNG and nothing else', async () => {
    expect(documentTypeOf(pdf)).toBe('application/pdf');
    expect(documentTypeOf(await jpegWithGps(40, 30))).toBe('image/jpeg');
    expect(documentTypeOf(await smallPng())).toBe('image/png');
    expect(documentTypeOf(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(documentTypeOf(Buffer.from('PK\u0003\u0004 a zip', 'latin1'))).toBeNull();
    expect(documentTypeOf(Buffer.alloc(0))).toBeNull();
  });
});

describe.each(databaseTargets)('the wedding keeps its files in the database (%s)', (target) => {
  const test = useTestApp(target);

  it('reads back the same bytes under the name given, for that wedding and row only', async () => {
    const couple = await signedInUser(test.app);
    const other = await signedInUser(test.app);
    const now = new Date('2026-11-25T10:00:00Z');
    const saved = await saveWeddingFile(
      test.app.db,
      couple.weddingId,
      {
        subjectId: 'ct_1',
        kind: 'contract',
        fileName: 'C:\\Users\\anna\\Договор с фотографом.pdf',
        contentType: 'application/pdf',
        bytes: pdf,
        now,
      },
      test.app.weddingStorageQuotaBytes,
    );
    expect(saved).toMatchObject({ fileName: 'Договор с фотографом.pdf', size: pdf.length, kind: 'contract' });

    const read = await readWeddingFile(test.app.db, couple.weddingId, 'ct_1', saved.id);
    expect(read?.bytes.equals(pdf)).toBe(true);
    expect(read?.contentType).toBe('application/pdf');
    // Another wedding, or another row of the same wedding, does not find it.
    expect(await readWeddingFile(test.app.db, other.weddingId, 'ct_1', saved.id)).toBeNull();
    expect(await readWeddingFile(test.app.db, couple.weddingId, 'ct_2', saved.id)).toBeNull();
    expect(await weddingFilesOf(test.app.db, other.weddingId, ['ct_1'])).toEqual([]);
    expect(await removeWeddingFile(test.app.db, other.weddingId, 'ct_1', saved.id)).toBe(false);

    expect((await weddingFilesOf(test.app.db, couple.weddingId, ['ct_1'])).map((file) => file.id)).toEqual([saved.id]);
  });

  it('removes a file with the row that names it, in the same transaction', async () => {
    const couple = await signedInUser(test.app);
    const now = new Date('2026-11-25T10:00:00Z');
    const file = { kind: 'contract', fileName: 'смета.pdf', contentType: 'application/pdf', bytes: pdf, now };
    await saveWeddingFile(
      test.app.db,
      couple.weddingId,
      { ...file, subjectId: 'ct_a' },
      test.app.weddingStorageQuotaBytes,
    );
    await saveWeddingFile(
      test.app.db,
      couple.weddingId,
      { ...file, subjectId: 'ct_a' },
      test.app.weddingStorageQuotaBytes,
    );
    const kept = await saveWeddingFile(
      test.app.db,
      couple.weddingId,
      { ...file, subjectId: 'ct_b' },
      test.app.weddingStorageQuotaBytes,
    );

    // A rolled-back removal leaves the files where they were.
    await expect(
      test.app.db.transaction().execute(async (trx) => {
        await removeWeddingFilesOf(trx, couple.weddingId, 'ct_a');
        throw new Error('the row could not be removed');
      }),
    ).rejects.toThrow();
    expect(await weddingFilesOf(test.app.db, couple.weddingId, ['ct_a'])).toHaveLength(2);

    await removeWeddingFilesOf(test.app.db, couple.weddingId, 'ct_a');
    const left = await weddingFilesOf(test.app.db, couple.weddingId, ['ct_a', 'ct_b']);
    expect(left.map((f) => f.id)).toEqual([kept.id]);
  });
});
