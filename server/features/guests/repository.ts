import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type {
  Guest,
  GuestCategoryCode,
  GuestChildrenCode,
  GuestFromCode,
  GuestUpdate,
  ImportedGuest,
} from '../../../src/contract/guests.ts';
import { contactValue } from '../../../src/contract/guest-contact-rules.ts';
import { peopleOfGuest } from '../../../src/contract/people-rules.ts';
import type { Database } from '../../db/database.ts';
import type { GuestRow, GuestsTable } from './tables.ts';

/*
 * Every SQL statement of the guest list. Each function takes the database or a transaction and the
 * couple's user id, so no statement can reach another couple's guests.
 */
type Db = Kysely<Database>;

/** Inserts are split so a statement stays under SQLite's and PostgreSQL's parameter limits. */
const INSERT_CHUNK = 500;

export function guestFromRow(row: GuestRow): Guest {
  const withHalf = row.with_half === 1;
  return {
    id: row.id,
    name: row.name,
    withHalf,
    halfName: withHalf ? row.half_name : null,
    from: row.from_code as GuestFromCode,
    children: row.children_code as GuestChildrenCode,
    comment: row.comment,
    category: JSON.parse(row.categories) as GuestCategoryCode[],
    checked: row.checked === 1,
    email: row.email,
    phone: row.phone,
  };
}

/** The columns a guest's fields become; a +1's name is dropped along with the +1. */
function columnsOf(guest: GuestUpdate): Partial<GuestsTable> {
  const columns: Partial<GuestsTable> = {};
  if (guest.name !== undefined) columns.name = guest.name.trim();
  if (guest.withHalf !== undefined) {
    columns.with_half = guest.withHalf ? 1 : 0;
    if (!guest.withHalf) columns.half_name = null;
  }
  if (guest.halfName !== undefined && guest.withHalf !== false) columns.half_name = guest.halfName?.trim() || null;
  if (guest.from !== undefined) columns.from_code = guest.from;
  if (guest.children !== undefined) columns.children_code = guest.children;
  if (guest.comment !== undefined) columns.comment = guest.comment;
  if (guest.category !== undefined) columns.categories = JSON.stringify(guest.category);
  if (guest.checked !== undefined) columns.checked = guest.checked ? 1 : 0;
  if (guest.email !== undefined) columns.email = contactValue(guest.email);
  if (guest.phone !== undefined) columns.phone = contactValue(guest.phone);
  return columns;
}

/** The list the guest page and the main page read; built once. */
const guestsOf = compiledOnce((db: Db) =>
  db
    .selectFrom('guests')
    .selectAll()
    .where('wedding_id', '=', '')
    .orderBy('created_at')
    .orderBy('position')
    .orderBy('id'),
);

export async function listGuests(db: Db, weddingId: string): Promise<Guest[]> {
  return (await guestsOf(db, weddingId)).map(guestFromRow);
}

export async function findGuest(db: Db, weddingId: string, id: string): Promise<Guest | undefined> {
  const row = await db
    .selectFrom('guests')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? guestFromRow(row) : undefined;
}

export interface NewGuest extends ImportedGuest {
  id: string;
}

/** Adds guests in the order given, all stamped `now`. */
export async function insertGuests(db: Db, weddingId: string, guests: NewGuest[], now: string): Promise<void> {
  const rows = guests.map((guest, position) => ({
    id: guest.id,
    wedding_id: weddingId,
    name: guest.name.trim(),
    with_half: guest.withHalf ? 1 : 0,
    half_name: guest.withHalf ? guest.halfName?.trim() || null : null,
    from_code: guest.from,
    children_code: guest.children,
    comment: guest.comment,
    categories: JSON.stringify(guest.category),
    checked: guest.checked ? 1 : 0,
    email: contactValue(guest.email),
    phone: contactValue(guest.phone),
    position,
    created_at: now,
    updated_at: now,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('guests')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

/** Changes the given fields of one of the couple's guests; false if the couple has no such guest. */
export async function updateGuest(db: Db, weddingId: string, id: string, changes: GuestUpdate, now: string) {
  const result = await db
    .updateTable('guests')
    .set({ ...columnsOf(changes), updated_at: now })
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteGuest(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('guests')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The list's rows grouped by what a head count reads of them (a +1, the children's code): at most
 * six rows, counted for every budget read (per-person prices) and weighed by the contract's one
 * rule (people-rules.ts), so the SQL holds no count of its own. Built once; the only value bound
 * is the wedding's id.
 */
const headCountGroups = compiledOnce((db: Db) =>
  db
    .selectFrom('guests')
    .select((eb) => ['with_half', 'children_code', eb.fn.countAll<number | string | bigint>().as('rows')])
    .where('wedding_id', '=', '')
    .groupBy(['with_half', 'children_code']),
);

export async function countGuestsWithHalves(
  db: Db,
  weddingId: string,
): Promise<{ guests: number; people: number; children: number }> {
  const total = { guests: 0, people: 0, children: 0 };
  for (const group of await headCountGroups(db, weddingId)) {
    const rows = Number(group.rows);
    const own = peopleOfGuest({
      withHalf: Number(group.with_half) === 1,
      children: group.children_code as GuestChildrenCode,
    });
    total.guests += rows;
    total.people += rows * (own.people - own.children);
    total.children += rows * own.children;
  }
  return total;
}

/**
 * Claims a commit of one file for the couple: true when this call may add its guests (the first
 * commit of the file, or one after `repeatAfter`); false when another commit of it came since then.
 * One statement, so of two commits racing, exactly one claims (the other waits for its transaction).
 */
export async function claimImportCommit(
  db: Db,
  weddingId: string,
  fileSha256: string,
  counts: { imported: number; updated: number },
  now: string,
  repeatAfter: string,
): Promise<boolean> {
  const claimed = await db
    .insertInto('guest_import_commits')
    .values({ wedding_id: weddingId, file_sha256: fileSha256, ...counts, committed_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['wedding_id', 'file_sha256'])
        .doUpdateSet({ ...counts, committed_at: now })
        .where('guest_import_commits.committed_at', '<', repeatAfter),
    )
    .returning('wedding_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** How many guests the last commit of this file added and overwrote. */
export async function countsOfCommit(
  db: Db,
  weddingId: string,
  fileSha256: string,
): Promise<{ imported: number; updated: number }> {
  const row = await db
    .selectFrom('guest_import_commits')
    .select(['imported', 'updated'])
    .where('wedding_id', '=', weddingId)
    .where('file_sha256', '=', fileSha256)
    .executeTakeFirst();
  return { imported: Number(row?.imported ?? 0), updated: Number(row?.updated ?? 0) };
}
