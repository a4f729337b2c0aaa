import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/*
 * Every SQL statement of the wedding's files. Each takes the wedding's id, so no statement reaches
 * another wedding's file, and the database or a transaction, so a file is written and removed in
 * the same commit as the row that names it.
 */
type Db = Kysely<Database>;

export interface WeddingFileRow {
  id: string;
  subjectId: string;
  kind: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  createdAt: string;
}

const described = ['id', 'subject_id', 'kind', 'file_name', 'content_type', 'size', 'created_at'] as const;

export async function insertWeddingFile(db: Db, weddingId: string, file: WeddingFileRow): Promise<void> {
  await db
    .insertInto('wedding_files')
    .values({
      id: file.id,
      wedding_id: weddingId,
      subject_id: file.subjectId,
      kind: file.kind,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.bytes.length,
      bytes: file.bytes,
      created_at: file.createdAt,
    })
    .execute();
}

/** The files a row names, oldest first, without their bytes. */
export async function selectFilesOf(db: Db, weddingId: string, subjectIds: readonly string[]) {
  if (subjectIds.length === 0) return [];
  return db
    .selectFrom('wedding_files')
    .select(described)
    .where('wedding_id', '=', weddingId)
    .where('subject_id', 'in', subjectIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One file with its bytes, if it is this wedding's and named by that row. */
export async function selectFile(db: Db, weddingId: string, subjectId: string, id: string) {
  return db
    .selectFrom('wedding_files')
    .select([...described, 'bytes'])
    .where('wedding_id', '=', weddingId)
    .where('subject_id', '=', subjectId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Removes one file of a row; answers whether there was one. */
export async function deleteFile(db: Db, weddingId: string, subjectId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('wedding_files')
    .where('wedding_id', '=', weddingId)
    .where('subject_id', '=', subjectId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes every file a row names (the row itself is being removed). */
export async function deleteFilesOf(db: Db, weddingId: string, subjectId: string): Promise<void> {
  await db
    .deleteFrom('wedding_files')
    .where('wedding_id', '=', weddingId)
    .where('subject_id', '=', subjectId)
    .execute();
}

/** The bytes every file of the wedding takes together (contracts, board pictures and thumbnails). */
export async function sumSizes(db: Db, weddingId: string): Promise<number> {
  const row = await db
    .selectFrom('wedding_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
    .where('wedding_id', '=', weddingId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}
