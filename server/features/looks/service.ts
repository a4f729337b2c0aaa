import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  LOOK_PICTURE_SIDE,
  LOOK_THUMBNAIL_SIDE,
  type LookCard,
  type LookCreateFields,
  type LookDictionary,
  type LookKind,
  type LookPatch,
} from '../../../src/contract/looks.ts';
import { underWeddingLock } from '../../db/wedding-lock.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, passed, refuseOn, refuseWith } from '../../lib/http-error.ts';
import {
  lookCardAnswer,
  lookCardChanges,
  lookDictionaryOf,
  newLookCard,
  pictureOrLinkProblem,
  tooManyCards,
} from '../../../src/contract/look-rules.ts';
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
  return lookDictionaryOf(t);
}

function cardAnswer(row: repository.CardRow): LookCard {
  const { id, title, link, comment, created_at: createdAt } = row;
  const category = row.category as LookKind;
  return lookCardAnswer({
    id,
    title,
    category,
    link,
    comment,
    favorite: row.favorite === 1,
    createdAt,
    picture: row.image_file_id !== null,
  });
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
  const now = deps.now();
  const id = `look_${randomBytes(12).toString('base64url')}`;
  const card = passed(newLookCard(id, fields, upload !== null, now));
  // Re-encoded before the transaction: a bad picture (415, 413) stores nothing and holds no lock.
  const pictures = upload
    ? await Promise.all([
        reencodeAsWebp(upload.bytes, LOOK_PICTURE_SIDE),
        reencodeAsWebp(upload.bytes, LOOK_THUMBNAIL_SIDE),
      ])
    : null;
  const stored = await underWeddingLock(deps.db, weddingId, async (trx) => {
    refuseWith(tooManyCards(await repository.countCards(trx, weddingId)));
    const row: repository.CardRow = {
      id,
      wedding_id: weddingId,
      category: card.category,
      title: card.title,
      link: card.link,
      comment: card.comment,
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
  const { favorite, ...fields } = passed(lookCardChanges(patch)).changes;
  const changes: Parameters<typeof repository.updateCard>[3] = {
    ...fields,
    ...(favorite !== undefined && { favorite: favorite ? 1 : 0 }),
    updated_at: deps.now().toISOString(),
  };
  const card = await deps.db.transaction().execute(async (trx) => {
    const before = await repository.findCard(trx, weddingId, id);
    if (!before) throw new HttpError(404, t('looks:errors.notFound'));
    const after = { ...before, ...changes } as repository.CardRow;
    // A card keeps a picture or a link: clearing the only link of a card without a picture is refused.
    refuseOn(pictureOrLinkProblem('link', after.image_file_id !== null, after.link));
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
