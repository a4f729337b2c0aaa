import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  LOOK_CARDS_MAX,
  LOOK_KINDS,
  LOOK_PICTURE_SIDE,
  LOOK_THUMBNAIL_SIDE,
  boardOf,
  isWebLink,
  lookPictureUrls,
  type LookCard,
  type LookCreateFields,
  type LookDictionary,
  type LookKind,
  type LookPatch,
} from '../../../src/contract/looks.ts';
import { underWeddingLock } from '../../db/wedding-lock.ts';
import type { Database } from '../../db/database.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { reencodeAsWebp } from '../../lib/pictures.ts';
import {
  readWeddingFile,
  removeWeddingFilesOf,
  saveWeddingFile,
  type WeddingFileWithBytes,
} from '../wedding-files/public.ts';
import * as repository from './repository.ts';

/*
 * The boards' rules beyond SQL: a card needs a picture or a link; a link is an http(s) address kept
 * as given (never fetched); a picture is re-encoded (WebP, upright, without EXIF) at two sizes and
 * stored with the card in one transaction, so a card never names a missing file.
 */
type Db = Kysely<Database>;

export interface LookDeps {
  db: Db;
  now: () => Date;
  /** The bytes the wedding's files may take together (WEDDING_STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
}

/** The uploaded picture's bytes, as the form brought them. */
export interface LookUpload {
  bytes: Buffer;
  fileName: string;
}

/** The `looks` dictionary: fixed codes with their board, names from locales/ru/looks.json. */
export function lookDictionary(): LookDictionary {
  return LOOK_KINDS.map((code) => ({
    id: `looks-${code}`,
    code,
    name: t(`looks:kinds.${code}`),
    board: boardOf(code),
  }));
}

function cardAnswer(row: repository.CardRow): LookCard {
  const urls = lookPictureUrls(row.id);
  const category = row.category as LookKind;
  return {
    id: row.id,
    title: row.title,
    category,
    board: boardOf(category),
    image: row.image_file_id ? urls.image : null,
    thumbnail: row.thumbnail_file_id ? urls.thumbnail : null,
    link: row.link,
    comment: row.comment,
    favorite: row.favorite === 1,
    createdAt: row.created_at,
  };
}

/** A title as stored: trimmed; blank is «required». */
function titleOf(text: string): string {
  const title = text.trim();
  if (title === '') throw fieldError('title', t('validation:required'));
  return title;
}

/** A link as stored: trimmed, null for none; 422 on `link` for anything but an http(s) address. */
function linkOf(text: string | undefined): string | null {
  const link = text?.trim() ?? '';
  if (link === '') return null;
  if (!isWebLink(link)) throw fieldError('link', t('looks:errors.link'));
  return link;
}

export async function listCards(deps: LookDeps, weddingId: string): Promise<LookCard[]> {
  return (await repository.listCards(deps.db, weddingId)).map(cardAnswer);
}

export async function listFavorites(deps: LookDeps, weddingId: string): Promise<LookCard[]> {
  return (await repository.listCards(deps.db, weddingId, true)).map(cardAnswer);
}

export async function favoritesTotal(deps: LookDeps, weddingId: string): Promise<{ total: number }> {
  return { total: await repository.countCards(deps.db, weddingId, true) };
}

export async function addCard(
  deps: LookDeps,
  weddingId: string,
  fields: LookCreateFields,
  upload: LookUpload | null,
): Promise<LookCard> {
  const title = titleOf(fields.title);
  const link = linkOf(fields.link);
  if (!upload && !link) throw fieldError('file', t('looks:errors.pictureOrLink'));
  // Re-encoded before the transaction: a bad picture (415, 413) stores nothing and holds no lock.
  const pictures = upload
    ? await Promise.all([
        reencodeAsWebp(upload.bytes, LOOK_PICTURE_SIDE),
        reencodeAsWebp(upload.bytes, LOOK_THUMBNAIL_SIDE),
      ])
    : null;
  const now = deps.now();
  const id = `look_${randomBytes(12).toString('base64url')}`;
  const stored = await underWeddingLock(deps.db, weddingId, async (trx) => {
    if ((await repository.countCards(trx, weddingId)) >= LOOK_CARDS_MAX) {
      throw new HttpError(422, t('looks:errors.tooMany', { count: LOOK_CARDS_MAX }));
    }
    const row: repository.CardRow = {
      id,
      wedding_id: weddingId,
      category: fields.category,
      title,
      link,
      comment: fields.comment ?? '',
      favorite: 0,
      image_file_id: null,
      thumbnail_file_id: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    await repository.insertCard(trx, row);
    if (pictures && upload) {
      const file = { subjectId: id, fileName: upload.fileName, contentType: 'image/webp', now };
      const quota = deps.storageQuotaBytes;
      const image = await saveWeddingFile(trx, weddingId, { ...file, kind: 'look', bytes: pictures[0] }, quota);
      const thumbnail = await saveWeddingFile(
        trx,
        weddingId,
        { ...file, kind: 'lookThumbnail', bytes: pictures[1] },
        quota,
      );
      row.image_file_id = image.id;
      row.thumbnail_file_id = thumbnail.id;
      await repository.updateCard(trx, weddingId, id, { image_file_id: image.id, thumbnail_file_id: thumbnail.id });
    }
    return row;
  });
  return cardAnswer(stored);
}

export async function changeCard(deps: LookDeps, weddingId: string, id: string, patch: LookPatch): Promise<LookCard> {
  const changes: Parameters<typeof repository.updateCard>[3] = { updated_at: deps.now().toISOString() };
  if (patch.title !== undefined) changes.title = titleOf(patch.title);
  if (patch.category !== undefined) changes.category = patch.category;
  if (patch.comment !== undefined) changes.comment = patch.comment;
  if (patch.favorite !== undefined) changes.favorite = patch.favorite ? 1 : 0;
  if (patch.link !== undefined) changes.link = linkOf(patch.link);
  const card = await deps.db.transaction().execute(async (trx) => {
    const before = await repository.findCard(trx, weddingId, id);
    if (!before) throw new HttpError(404, t('looks:errors.notFound'));
    const after = { ...before, ...changes } as repository.CardRow;
    // A card keeps a picture or a link: clearing the only link of a card without a picture is refused.
    if (!after.image_file_id && !after.link) throw fieldError('link', t('looks:errors.pictureOrLink'));
    await repository.updateCard(trx, weddingId, id, changes);
    return after;
  });
  return cardAnswer(card);
}

export async function removeCard(deps: LookDeps, weddingId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repository.deleteCard(trx, weddingId, id))) throw new HttpError(404, t('looks:errors.notFound'));
    await removeWeddingFilesOf(trx, weddingId, id);
  });
}

/** A card's picture or thumbnail, for a member of its wedding; 404 for another wedding's card. */
export async function cardPicture(
  deps: LookDeps,
  weddingId: string,
  id: string,
  size: 'image' | 'thumbnail',
): Promise<WeddingFileWithBytes> {
  const card = await repository.findCard(deps.db, weddingId, id);
  const fileId = size === 'image' ? card?.image_file_id : card?.thumbnail_file_id;
  const file = card && fileId ? await readWeddingFile(deps.db, weddingId, id, fileId) : null;
  if (!file) throw new HttpError(404, t('looks:errors.noPicture'));
  return file;
}
