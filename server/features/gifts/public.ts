import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { moneyQrText } from '../../../src/contract/gift-rules.ts';
import { wishPicturePath } from '../../../src/contract/gifts.ts';
import { toRoubles } from '../../../src/contract/money.ts';
import type { Database } from '../../db/database.ts';
import { qrSvg } from '../../lib/qr.ts';

/*
 * The gifts' face to the wedding's site (server/features/site owns the page, the device cookie and
 * the public routes): the wishlist as a guest sees it, the money block, and a guest's reservation
 * and its cancelling. A device is known only by the sha256 of its token: the token is never stored.
 * And to the budget: the money received, shown beside what was spent (the net cost of the wedding).
 */

export interface SiteWish {
  id: string;
  title: string;
  link: string;
  /** Roubles; null while unknown. */
  price: number | null;
  /** URL path of the picture, or null. */
  picture: string | null;
  reserved: boolean;
  /** Reserved by this device. */
  mine: boolean;
}

export interface SiteMoney {
  link: string;
  details: string;
  /** SVG of the link (or of the details when no link); null when both empty. */
  qrSvg: string | null;
}

/** What the store keeps of a device token. */
export function deviceHash(device: string): string {
  return createHash('sha256').update(device, 'utf8').digest('hex');
}

/** A QR code of the text, or null when it is empty or longer than a QR code holds. */
function qrOf(text: string): string | null {
  if (!text) return null;
  try {
    return qrSvg(text);
  } catch {
    return null;
  }
}

/** The money block as the couple set it; null when they set neither a link nor details. */
export async function siteMoney(db: Kysely<Database>, weddingId: string): Promise<SiteMoney | null> {
  const row = await db.selectFrom('gift_money').selectAll().where('wedding_id', '=', weddingId).executeTakeFirst();
  if (!row || (!row.link && !row.details)) return null;
  return { link: row.link, details: row.details, qrSvg: qrOf(moneyQrText(row)) };
}

/** The wishlist in the couple's order and the money block, as the site shows them to `device` (null: a new visitor). */
export async function giftsForSite(
  db: Kysely<Database>,
  weddingId: string,
  device: string | null,
): Promise<{ wishes: SiteWish[]; money: SiteMoney | null }> {
  const hash = device ? deviceHash(device) : null;
  const [rows, money] = await Promise.all([
    db
      .selectFrom('gift_wishes')
      .select(['id', 'title', 'link', 'price_kopecks', 'picture', 'reserved_at', 'reserved_device_hash'])
      .where('wedding_id', '=', weddingId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    siteMoney(db, weddingId),
  ]);
  const wishes = rows.map((row) => {
    const reserved = row.reserved_at !== null;
    return {
      id: row.id,
      title: row.title,
      link: row.link,
      price: row.price_kopecks === null ? null : toRoubles(Number(row.price_kopecks)),
      picture: row.picture ? wishPicturePath(row.picture) : null,
      reserved,
      mine: reserved && hash !== null && row.reserved_device_hash === hash,
    };
  });
  return { wishes, money };
}

/** A guest's name as stored: no control characters, spaces trimmed. */
const cleanName = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F]+/g, ' ')
    .trim();

async function wishExists(db: Kysely<Database>, weddingId: string, wishId: string): Promise<boolean> {
  const row = await db
    .selectFrom('gift_wishes')
    .select('id')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', wishId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A guest reserves a wish: one conditional UPDATE (`reserved_at IS NULL`), so of two guests at the
 * same moment exactly one gets 'reserved' and the other 'taken', on SQLite and PostgreSQL alike.
 */
export async function reserveWish(
  db: Kysely<Database>,
  weddingId: string,
  wishId: string,
  reservation: { device: string; name: string; at: string },
): Promise<'reserved' | 'taken' | 'missing'> {
  const result = await db
    .updateTable('gift_wishes')
    .set({
      reserved: 1,
      reserved_at: reservation.at,
      reserved_device_hash: deviceHash(reservation.device),
      reserved_name: cleanName(reservation.name),
    })
    .where('wedding_id', '=', weddingId)
    .where('id', '=', wishId)
    .where('reserved_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'reserved';
  return (await wishExists(db, weddingId, wishId)) ? 'taken' : 'missing';
}

/**
 * The guest who reserved a wish lets it go, from the same device only ('notYours' for another
 * device's reservation, and for a wish nobody has reserved: there is nothing of theirs to cancel).
 */
export async function cancelWishReservation(
  db: Kysely<Database>,
  weddingId: string,
  wishId: string,
  device: string,
): Promise<'cancelled' | 'notYours' | 'missing'> {
  const result = await db
    .updateTable('gift_wishes')
    .set({ reserved: 0, reserved_at: null, reserved_device_hash: null, reserved_name: '' })
    .where('wedding_id', '=', weddingId)
    .where('id', '=', wishId)
    .where('reserved_at', 'is not', null)
    .where('reserved_device_hash', '=', deviceHash(device))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'cancelled';
  return (await wishExists(db, weddingId, wishId)) ? 'notYours' : 'missing';
}

/** The money gifts of the wedding's ledger, summed in kopecks (a thing counts nothing). */
export async function moneyReceived(db: Kysely<Database>, weddingId: string): Promise<number> {
  const row = await db
    .selectFrom('gifts')
    .select((eb) => eb.fn.sum<number | string | null>('amount_kopecks').as('kopecks'))
    .where('wedding_id', '=', weddingId)
    .where('kind', '=', 'money')
    .executeTakeFirst();
  // PostgreSQL sums a bigint as a numeric, which its driver hands over as a string.
  return Number(row?.kopecks ?? 0);
}

/** The gifts received as the page lists them: the wedding's archive writes its spreadsheet from them. */
export { listGifts } from './service.ts';
