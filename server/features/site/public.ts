import type { Kysely } from 'kysely';
import { SITE_PAGE_BASE } from '../../../src/contract/site.ts';
import type { Database } from '../../db/database.ts';
import * as repository from './repository.ts';

/*
 * What other features may know of the wedding's site: the household's page links to it when it is
 * open to guests, carrying the household's token so the site links back to their answer.
 */

/** The site's address (a path) when it is open to guests, else null. */
export async function openSitePathOf(db: Kysely<Database>, weddingId: string): Promise<string | null> {
  const row = await repository.findSite(db, weddingId);
  return row && Number(row.enabled) === 1 ? `${SITE_PAGE_BASE}${encodeURIComponent(row.slug)}` : null;
}
