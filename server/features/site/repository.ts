import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { WeddingSitesTable } from './tables.ts';

/*
 * Every SQL statement of the wedding's site. The couple's calls go by the wedding's id; the guests'
 * page finds the site by its address.
 */
type Db = Kysely<Database>;

export async function findSite(db: Db, weddingId: string): Promise<WeddingSitesTable | undefined> {
  return db.selectFrom('wedding_sites').selectAll().where('wedding_id', '=', weddingId).executeTakeFirst();
}

export async function findSiteBySlug(db: Db, slug: string): Promise<WeddingSitesTable | undefined> {
  return db.selectFrom('wedding_sites').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The addresses taken among those starting with `prefix` (for a free suggestion). */
export async function slugsStartingWith(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .selectFrom('wedding_sites')
    .select('slug')
    .where('slug', 'like', `${prefix.replace(/[%_]/g, '')}%`)
    .execute();
  return rows.map((row) => row.slug);
}

/** Inserts or replaces the wedding's site; a slug another wedding holds fails on the unique index. */
export async function saveSite(db: Db, row: WeddingSitesTable): Promise<WeddingSitesTable> {
  const { wedding_id: _weddingId, cookie_key: _key, ...changes } = row;
  return db
    .insertInto('wedding_sites')
    .values(row)
    .onConflict((conflict) => conflict.column('wedding_id').doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The couple's names and the days of their wedding, as the wizard took them. */
export async function findCouple(db: Db, weddingId: string) {
  return db
    .selectFrom('weddings')
    .select(['bride_name', 'groom_name', 'registration_date', 'banquet_date'])
    .where('id', '=', weddingId)
    .executeTakeFirst();
}
