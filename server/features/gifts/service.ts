import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  Gift,
  GiftMoney,
  GiftMoneyRequest,
  GiftPatch,
  GiftRequest,
  GiftSummary,
  Wish,
  WishPatch,
  WishRequest,
} from '../../../src/contract/gifts.ts';
import {
  blankGift,
  giftAnswer,
  giftOf,
  giftSummary,
  moneyChanges,
  newWish,
  wishAnswer,
  wishChanges,
  type StoredGift,
  type StoredWish,
} from '../../../src/contract/gift-rules.ts';
import { WISH_PICTURE_SIDE } from '../../../src/contract/gifts.ts';
import type { Database } from '../../db/database.ts';
import { notFoundError, passed } from '../../lib/http-error.ts';
import { reencodeAsWebp } from '../../lib/pictures.ts';
import { listGuestsOfWedding } from '../guests/public.ts';
import {
  readWeddingFile,
  removeWeddingFilesOf,
  saveWeddingFile,
  type WeddingFileWithBytes,
} from '../wedding-files/public.ts';
import * as repository from './repository.ts';
import type { GiftsTable, GiftWishesTable } from './tables.ts';

/*
 * The gifts' rules beyond SQL, from the contract (gift-rules.ts): a blank title or giver is refused,
 * money in whole kopecks, a gift's guests must be on this wedding's list (422), and a foreign or
 * unknown id is a 404.
 */
export interface GiftDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The bytes the wedding's files may take together (WEDDING_STORAGE_QUOTA_MB); a wish's picture counts. */
  storageQuotaBytes: number;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

function storedWish(row: GiftWishesTable): StoredWish {
  const { id, title, link, picture } = row;
  const priceKopecks = row.price_kopecks === null ? null : Number(row.price_kopecks);
  const reserved = row.reserved_at !== null;
  return { id, title, link, priceKopecks, reserved, reservedBy: reserved ? row.reserved_name : '', picture };
}

export async function listWishes(deps: GiftDeps, weddingId: string): Promise<Wish[]> {
  return (await repository.listWishes(deps.db, weddingId)).map((row) => wishAnswer(storedWish(row)));
}

export async function createWish(deps: GiftDeps, weddingId: string, body: WishRequest): Promise<Wish> {
  const now = deps.now().toISOString();
  const wish = newWish(newId('gw'), body);
  await repository.insertWish(deps.db, {
    id: wish.id,
    wedding_id: weddingId,
    title: wish.title,
    link: wish.link,
    price_kopecks: wish.priceKopecks,
    reserved: 0,
    reserved_at: null,
    reserved_device_hash: null,
    reserved_name: '',
    picture: null,
    created_at: now,
    updated_at: now,
  });
  return wishAnswer(wish);
}

export async function updateWish(deps: GiftDeps, weddingId: string, id: string, body: WishPatch): Promise<Wish> {
  const { title, link, priceKopecks } = wishChanges(body);
  const row = await repository.updateWish(deps.db, weddingId, id, {
    ...(title !== undefined && { title }),
    ...(link !== undefined && { link }),
    ...(priceKopecks !== undefined && { price_kopecks: priceKopecks }),
    updated_at: deps.now().toISOString(),
  });
  if (!row) throw notFoundError();
  return wishAnswer(storedWish(row));
}

/** The couple releases a guest's reservation (a wish nobody reserved answers as it is). */
export async function releaseWish(deps: GiftDeps, weddingId: string, id: string): Promise<Wish> {
  const row = await repository.releaseWish(deps.db, weddingId, id, deps.now().toISOString());
  if (!row) throw notFoundError();
  return wishAnswer(storedWish(row));
}

export async function deleteWish(deps: GiftDeps, weddingId: string, id: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repository.deleteWish(trx, weddingId, id))) throw notFoundError();
    await removeWeddingFilesOf(trx, weddingId, id);
  });
}

/** The uploaded picture's bytes, as the form brought them. */
export interface WishUpload {
  bytes: Buffer;
  fileName: string;
}

/** 404 unless the wedding has this wish. */
export async function requireWish(deps: GiftDeps, weddingId: string, id: string): Promise<void> {
  if (!(await repository.findWish(deps.db, weddingId, id))) throw notFoundError();
}

/**
 * A wish's picture, re-encoded (WebP within WISH_PICTURE_SIDE px, upright, no EXIF: 415/413 before
 * anything is stored) and stored with the wish in one transaction, replacing the one it had.
 */
export async function setWishPicture(deps: GiftDeps, weddingId: string, id: string, upload: WishUpload): Promise<Wish> {
  await requireWish(deps, weddingId, id);
  const bytes = await reencodeAsWebp(upload.bytes, WISH_PICTURE_SIDE);
  const now = deps.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    await removeWeddingFilesOf(trx, weddingId, id);
    const file = {
      subjectId: id,
      kind: 'wishPicture',
      fileName: upload.fileName,
      contentType: 'image/webp',
      bytes,
      now,
    };
    const saved = await saveWeddingFile(trx, weddingId, file, deps.storageQuotaBytes);
    return repository.updateWish(trx, weddingId, id, { picture: saved.id, updated_at: now.toISOString() });
  });
  if (!row) throw notFoundError();
  return wishAnswer(storedWish(row));
}

export async function removeWishPicture(deps: GiftDeps, weddingId: string, id: string): Promise<Wish> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const updated = await repository.updateWish(trx, weddingId, id, {
      picture: null,
      updated_at: deps.now().toISOString(),
    });
    if (updated) await removeWeddingFilesOf(trx, weddingId, id);
    return updated;
  });
  if (!row) throw notFoundError();
  return wishAnswer(storedWish(row));
}

/** A wish's picture by its public name, whatever the wedding; null when no wish shows it. */
export async function wishPictureByName(db: Kysely<Database>, name: string): Promise<WeddingFileWithBytes | null> {
  const wish = await repository.findWishByPicture(db, name);
  return wish ? readWeddingFile(db, wish.wedding_id, wish.id, name) : null;
}

function storedGift(row: GiftsTable): StoredGift {
  return {
    id: row.id,
    from: row.from_name,
    guestIds: JSON.parse(row.guest_ids) as string[],
    kind: row.kind === 'item' ? 'item' : 'money',
    amountKopecks: row.amount_kopecks === null ? null : Number(row.amount_kopecks),
    item: row.item,
    thanked: Number(row.thanked) === 1,
    createdAt: row.created_at,
  };
}

/** The gift's columns, as a write sets them. */
function giftColumns(gift: StoredGift) {
  return {
    from_name: gift.from,
    guest_ids: JSON.stringify(gift.guestIds),
    kind: gift.kind,
    amount_kopecks: gift.amountKopecks,
    item: gift.item,
    thanked: gift.thanked ? 1 : 0,
  };
}

/** The wedding's guests (through the guest list's public.ts): whom a gift may name. */
const guestsOf = (deps: GiftDeps, weddingId: string) => listGuestsOfWedding(deps.db, weddingId);
const idsOf = (guests: readonly { id: string }[]) => new Set(guests.map((guest) => guest.id));

export async function listGifts(deps: GiftDeps, weddingId: string): Promise<Gift[]> {
  const [rows, guests] = await Promise.all([repository.listGifts(deps.db, weddingId), guestsOf(deps, weddingId)]);
  const onList = idsOf(guests);
  return rows.map((row) => giftAnswer(storedGift(row), onList));
}

export async function giftsSummary(deps: GiftDeps, weddingId: string): Promise<GiftSummary> {
  return giftSummary((await repository.listGifts(deps.db, weddingId)).map(storedGift));
}

export async function createGift(deps: GiftDeps, weddingId: string, body: GiftRequest): Promise<Gift> {
  const now = deps.now();
  const guests = await guestsOf(deps, weddingId);
  const { gift } = passed(giftOf(blankGift(newId('gf'), body, now), body, guests));
  const at = now.toISOString();
  await repository.insertGift(deps.db, {
    id: gift.id,
    wedding_id: weddingId,
    ...giftColumns(gift),
    created_at: at,
    updated_at: at,
  });
  return giftAnswer(gift, idsOf(guests));
}

export async function updateGift(deps: GiftDeps, weddingId: string, id: string, body: GiftPatch): Promise<Gift> {
  const current = await repository.findGift(deps.db, weddingId, id);
  if (!current) throw notFoundError();
  const guests = await guestsOf(deps, weddingId);
  const { gift } = passed(giftOf(storedGift(current), body, guests));
  const row = await repository.updateGift(deps.db, weddingId, id, {
    ...giftColumns(gift),
    updated_at: deps.now().toISOString(),
  });
  if (!row) throw notFoundError();
  return giftAnswer(storedGift(row), idsOf(guests));
}

export async function deleteGift(deps: GiftDeps, weddingId: string, id: string): Promise<void> {
  if (!(await repository.deleteGift(deps.db, weddingId, id))) throw notFoundError();
}

/** The money block as the couple set it; both empty until they do. */
export async function getMoney(deps: GiftDeps, weddingId: string): Promise<GiftMoney> {
  const row = await repository.findMoney(deps.db, weddingId);
  return { link: row?.link ?? '', details: row?.details ?? '' };
}

export async function setMoney(deps: GiftDeps, weddingId: string, body: GiftMoneyRequest): Promise<GiftMoney> {
  const money = moneyChanges(body);
  await repository.saveMoney(deps.db, { wedding_id: weddingId, ...money, updated_at: deps.now().toISOString() });
  return money;
}
