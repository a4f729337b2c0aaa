import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { USERPIC_STORED_SIZE } from '../../src/contract/account.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { reencodeAsWebp } from '../lib/pictures.ts';
import { deleteFile, findOwnFile, insertFile } from './file-store-repository.ts';

/** Names the server makes: random, never reused, so a URL's content never changes. */
const STORED_NAME = /^[A-Za-z0-9_-]{22}\.webp$/;

/** A file ready to store or just read: its name (the URL's last segment), type and bytes. */
export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

type Db = Kysely<Database>;

/**
 * Users' files, kept in the database (table `stored_files`): every server process on one database
 * serves every file, a backup of the database holds them, and a file is written and removed in the
 * same transaction as the row that names it, so a replaced or deleted one never stays behind. It
 * holds a user's own files (the userpic); the wedding's files are in server/features/wedding-files/.
 */
export interface UploadStore {
  /**
   * Checks that the bytes are a JPEG, PNG or WebP picture (415 otherwise, 413 if it has too many
   * pixels) and re-encodes it as WebP at most USERPIC_STORED_SIZE square (which drops EXIF, GPS and
   * any other metadata), under a new random name. Nothing is stored yet.
   */
  encodeUserpic(data: Buffer): Promise<StoredFile>;
  /** Stores a file of this owner, in the caller's transaction when `db` is one. */
  save(db: Db, ownerId: string, kind: string, file: StoredFile): Promise<void>;
  /** Removes a stored file, in the caller's transaction when `db` is one; none or a foreign name is ignored. */
  remove(db: Db, name: string | null | undefined): Promise<void>;
  /** A file of this owner, or null (unknown, another owner's, or a name the server could not have made). */
  read(ownerId: string, name: string): Promise<StoredFile | null>;
  /** Whether the server could have made this name. */
  isStoredName(name: string): boolean;
  /** Where versions before the database store kept files on this process's disk; moved in at start. */
  readonly legacyDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

/** The file store on the server's database (see UploadStore). */
async function uploads(app: FastifyInstance, options: { config: Config }) {
  const isStoredName = (name: string) => STORED_NAME.test(name);
  app.decorate('uploads', {
    legacyDir: path.join(options.config.dataDir, 'uploads'),
    isStoredName,
    async encodeUserpic(data: Buffer) {
      return {
        name: `${randomBytes(16).toString('base64url')}.webp`,
        contentType: 'image/webp',
        bytes: await reencodeAsWebp(data, USERPIC_STORED_SIZE),
      };
    },
    async save(db: Db, ownerId: string, kind: string, file: StoredFile) {
      await insertFile(db, { ...file, ownerId, kind, createdAt: app.clock.now().toISOString() });
    },
    async remove(db: Db, name: string | null | undefined) {
      if (name && isStoredName(name)) await deleteFile(db, name);
    },
    async read(ownerId: string, name: string) {
      if (!isStoredName(name)) return null;
      const row = await findOwnFile(app.db, ownerId, name);
      if (!row) return null;
      const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
      return { name, contentType: row.content_type, bytes };
    },
  } satisfies UploadStore);
}

export default fp(uploads, { name: 'uploads', dependencies: ['database'] });
