import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { USERPIC_STORED_SIZE } from '../../src/contract/account.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';
import { t } from '../lib/i18n.ts';

/** Larger pictures are refused before decoding: a small file can unpack into gigabytes of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Names the server makes: random, never reused, so a URL's content never changes. */
const STORED_NAME = /^[A-Za-z0-9_-]{22}\.webp$/;

export interface UploadStore {
  readonly dir: string;
  /**
   * Checks that the bytes are a JPEG, PNG or WebP picture (415 otherwise, 413 if it has too many
   * pixels), re-encodes it as WebP at most USERPIC_STORED_SIZE square (which drops EXIF, GPS and
   * any other metadata), stores it durably under a new random name and answers that name.
   */
  saveUserpic(data: Buffer): Promise<string>;
  /** Removes a stored file; a name that is gone or not ours is ignored. */
  remove(name: string | null | undefined): Promise<void>;
  /** The path of a stored file, or null for a name the server could not have made. */
  pathOf(name: string): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format by the file's first bytes; the name and the declared type are the client's word. */
export function imageKindOf(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

async function reencode(data: Buffer): Promise<Buffer> {
  const kind = imageKindOf(data);
  if (!kind) throw new HttpError(415, t('auth:server.notImage'));
  let metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new HttpError(415, t('auth:server.notImage'));
  }
  if (metadata.format !== kind || !metadata.width || !metadata.height) {
    throw new HttpError(415, t('auth:server.notImage'));
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, t('auth:server.imageTooLarge', { megapixels: MAX_INPUT_PIXELS / 1_000_000 }));
  }
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the EXIF is dropped
      .resize({ width: USERPIC_STORED_SIZE, height: USERPIC_STORED_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that parses over a body that does not decode.
    throw new HttpError(415, t('auth:server.notImage'));
  }
}

/** Writes, flushes to disk and only then gives the file its name, so no half-written file is served. */
async function writeDurably(dir: string, name: string, data: Buffer) {
  const temporary = path.join(dir, `.${name}.tmp`);
  const handle = await fs.open(temporary, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, path.join(dir, name));
  const directory = await fs.open(dir, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/** User files (userpics) in $DATA_DIR/uploads/, under names the server makes. */
async function uploads(app: FastifyInstance, options: { config: Config }) {
  const dir = path.join(options.config.dataDir, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  // Leftovers of writes a crash interrupted.
  for (const entry of await fs.readdir(dir)) {
    if (entry.startsWith('.') && entry.endsWith('.tmp')) await fs.rm(path.join(dir, entry), { force: true });
  }

  const pathOf = (name: string) => (STORED_NAME.test(name) ? path.join(dir, name) : null);

  app.decorate('uploads', {
    dir,
    async saveUserpic(data: Buffer) {
      const picture = await reencode(data);
      const name = `${randomBytes(16).toString('base64url')}.webp`;
      await writeDurably(dir, name, picture);
      return name;
    },
    async remove(name: string | null | undefined) {
      const file = name ? pathOf(name) : null;
      if (file) await fs.rm(file, { force: true });
    },
    pathOf,
  } satisfies UploadStore);
}

export default fp(uploads, { name: 'uploads' });
