import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { cleanFileName, documentTypeOf, type DocumentType } from '../../../src/contract/file-kinds.ts';
import type { Database } from '../../db/database.ts';
import { attachmentHeader } from '../../lib/download.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { underWeddingLock } from '../../db/wedding-lock.ts';
import { deleteFile, deleteFilesOf, insertWeddingFile, selectFile, selectFilesOf, sumSizes } from './repository.ts';

/*
 * The wedding's files: contracts and estimates of contractors, board pictures. They live in the
 * database (table `wedding_files`), not on one process's disk and not in outside storage: two server
 * processes behind one balancer serve the same files, a backup of the database holds them, a file
 * commits or rolls back with the row that names it, and nothing else needs configuring. A file is
 * read only through its wedding and the row that names it, so another wedding's id is simply not
 * found. Sizes are kept small by the features (10 MB a contract, re-encoded pictures), and all the
 * files of one wedding together within its quota (WEDDING_STORAGE_QUOTA_MB, 1 GB unless set), so a
 * few weddings cannot fill the disk every wedding shares.
 */

type Db = Kysely<Database>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The bytes one wedding's files may take together (server/config.ts, WEDDING_STORAGE_QUOTA_MB). */
    weddingStorageQuotaBytes: number;
  }
}

/** A stored file, as a feature lists it (no bytes). */
export interface WeddingFile {
  id: string;
  subjectId: string;
  kind: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export type WeddingFileWithBytes = WeddingFile & { bytes: Buffer };

/** The document's type, or 415 with the types a contract or an estimate may be. */
export function requireDocumentType(bytes: Buffer): DocumentType {
  const type = documentTypeOf(bytes);
  if (!type) throw new HttpError(415, t('errors:server.notDocument'));
  return type;
}

/** A multipart form's text fields and its one file (`file`), held in memory within `maxBytes`. */
export interface UploadForm {
  fields: Record<string, string>;
  file: { bytes: Buffer; fileName: string } | null;
}

/**
 * Reads a multipart form (its feature registers @fastify/multipart in its own scope). A file over
 * `maxBytes` is 413 with the limit in megabytes; a body that is not a form, or a broken one, is 400.
 */
export async function readUploadForm(request: FastifyRequest, maxBytes: number): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(400, t('errors:server.noFile'));
  const form: UploadForm = { fields: {}, file: null };
  try {
    const limits = { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') form.file = { bytes, fileName: part.filename };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, t('errors:server.fileTooLarge', { megabytes: Math.round(maxBytes / 1024 / 1024) }));
    }
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    throw new HttpError(400, t('auth:server.malformedForm'));
  }
  return form;
}

function described(
  row: Omit<WeddingFile, 'subjectId' | 'fileName' | 'contentType' | 'createdAt'> & {
    subject_id: string;
    file_name: string;
    content_type: string;
    created_at: string;
  },
): WeddingFile {
  return {
    id: row.id,
    subjectId: row.subject_id,
    kind: row.kind,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    createdAt: row.created_at,
  };
}

/**
 * Stores a file the row `subjectId` names, in the caller's transaction when `db` is one, if the
 * wedding's files still fit in `quotaBytes` with it: 413 otherwise. The sum and the insert run under
 * the wedding's lock, so uploads at once cannot pass the quota together.
 */
export async function saveWeddingFile(
  db: Db,
  weddingId: string,
  file: { subjectId: string; kind: string; fileName: string; contentType: string; bytes: Buffer; now: Date },
  quotaBytes: number,
): Promise<WeddingFile> {
  const row = {
    id: `wf_${randomBytes(16).toString('base64url')}`,
    subjectId: file.subjectId,
    kind: file.kind,
    fileName: cleanFileName(file.fileName),
    contentType: file.contentType,
    bytes: file.bytes,
    createdAt: file.now.toISOString(),
  };
  await underWeddingLock(db, weddingId, async (trx) => {
    if ((await sumSizes(trx, weddingId)) + row.bytes.length > quotaBytes) {
      throw new HttpError(
        413,
        t('errors:server.weddingStorageFull', { megabytes: Math.floor(quotaBytes / 1024 / 1024) }),
      );
    }
    await insertWeddingFile(trx, weddingId, row);
  });
  const { bytes, ...rest } = row;
  return { ...rest, size: bytes.length };
}

/** What the wedding's files take and may take, in bytes (settings show it). */
export async function weddingStorageOf(
  db: Db,
  weddingId: string,
  quotaBytes: number,
): Promise<{ used: number; quota: number }> {
  return { used: await sumSizes(db, weddingId), quota: quotaBytes };
}

/** The files these rows name, oldest first, without their bytes. */
export async function weddingFilesOf(db: Db, weddingId: string, subjectIds: readonly string[]): Promise<WeddingFile[]> {
  return (await selectFilesOf(db, weddingId, subjectIds)).map(described);
}

/** A file with its bytes, or null when it is not this wedding's or not named by that row. */
export async function readWeddingFile(
  db: Db,
  weddingId: string,
  subjectId: string,
  id: string,
): Promise<WeddingFileWithBytes | null> {
  const row = await selectFile(db, weddingId, subjectId, id);
  if (!row) return null;
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return { ...described(row), bytes };
}

/** Removes one file of a row; false when there was none. */
export async function removeWeddingFile(db: Db, weddingId: string, subjectId: string, id: string): Promise<boolean> {
  return deleteFile(db, weddingId, subjectId, id);
}

/** Removes every file of a row, in the caller's transaction (the row is being removed). */
export async function removeWeddingFilesOf(db: Db, weddingId: string, subjectId: string): Promise<void> {
  await deleteFilesOf(db, weddingId, subjectId);
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Sends a file to a member of its wedding: shown in the browser (a PDF, a picture) under its own
 * name, typed by what the server found in its bytes and never sniffed, cached only by that browser.
 * Ids are random and never reused, so a file's content at an address never changes.
 */
export function sendWeddingFile(reply: FastifyReply, file: WeddingFileWithBytes): FastifyReply {
  const ascii = `file.${EXTENSIONS[file.contentType] ?? 'bin'}`;
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentHeader(file.fileName, ascii, 'inline'))
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}
