import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Site, SiteFaqItem, SiteRequest, SiteTheme } from '../../../src/contract/site.ts';
import { SITE_THEMES } from '../../../src/contract/site.ts';
import { blankSite, siteOf, suggestedSlug } from '../../../src/contract/site-rules.ts';
import type { Database } from '../../db/database.ts';
import { fieldError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import * as repository from './repository.ts';
import type { WeddingSitesTable } from './tables.ts';

/*
 * The site's rules beyond SQL: a blank site with a free address suggested from the couple's names
 * until the first save, an address another wedding holds refused as a 422 on `slug` (the unique
 * index decides between two saves at once), and the password cookie's value.
 */
export interface SiteDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** A site as stored, its JSON read back. */
export interface StoredSite extends SiteRequest {
  weddingId: string;
  cookieKey: string;
}

function storedSite(row: WeddingSitesTable): StoredSite {
  const theme = (SITE_THEMES as readonly string[]).includes(row.theme) ? (row.theme as SiteTheme) : 'classic';
  return {
    weddingId: row.wedding_id,
    cookieKey: row.cookie_key,
    enabled: Number(row.enabled) === 1,
    slug: row.slug,
    story: row.story,
    dressCode: row.dress_code,
    palette: JSON.parse(row.palette) as string[],
    faq: JSON.parse(row.faq) as SiteFaqItem[],
    transfer: row.transfer,
    accommodation: row.accommodation,
    theme,
    password: row.password,
  };
}

function siteAnswer(site: StoredSite): Site {
  const { weddingId: _weddingId, cookieKey: _cookieKey, ...fields } = site;
  return { ...fields, saved: true };
}

/** GET /site: the stored site, or a blank one with a free address from the couple's names. */
export async function readSite(deps: SiteDeps, weddingId: string): Promise<Site> {
  const row = await repository.findSite(deps.db, weddingId);
  if (row) return siteAnswer(storedSite(row));
  const couple = await repository.findCouple(deps.db, weddingId);
  const first = suggestedSlug(couple?.bride_name, couple?.groom_name, () => false);
  const taken = new Set(await repository.slugsStartingWith(deps.db, first));
  return blankSite(suggestedSlug(couple?.bride_name, couple?.groom_name, (slug) => taken.has(slug)));
}

/** A unique index's refusal, as PostgreSQL and SQLite word it. */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(String(message));
}

/** PUT /site: saved whole; an address another wedding holds is a 422 on `slug`. */
export async function saveSite(deps: SiteDeps, weddingId: string, body: SiteRequest): Promise<Site> {
  const site = siteOf(body);
  try {
    const row = await repository.saveSite(deps.db, {
      wedding_id: weddingId,
      slug: site.slug,
      enabled: site.enabled ? 1 : 0,
      story: site.story,
      dress_code: site.dressCode,
      palette: JSON.stringify(site.palette),
      faq: JSON.stringify(site.faq),
      transfer: site.transfer,
      accommodation: site.accommodation,
      theme: site.theme,
      password: site.password,
      cookie_key: randomBytes(24).toString('base64url'),
      updated_at: deps.now().toISOString(),
    });
    return siteAnswer(storedSite(row));
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('slug', t('site:errors.slugTaken'));
    throw error;
  }
}

/** The site at an address, whether or not it is open to guests; null for an unknown one. */
export async function siteBySlug(deps: SiteDeps, slug: string): Promise<StoredSite | null> {
  const row = await repository.findSiteBySlug(deps.db, slug);
  return row ? storedSite(row) : null;
}

/** The password cookie's value: a MAC of the site's current password, so a new password logs guests out. */
export function passCookieValue(site: StoredSite): string {
  return createHmac('sha256', site.cookieKey).update(`pass:${site.weddingId}:${site.password}`).digest('base64url');
}

/** Whether a cookie's value opens the site. */
export function passCookieOpens(site: StoredSite, value: string | undefined): boolean {
  if (!site.password) return true;
  if (!value) return false;
  const expected = Buffer.from(passCookieValue(site));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a typed password is the site's (compared in constant time). */
export function passwordMatches(site: StoredSite, typed: string): boolean {
  const mac = (text: string) => createHmac('sha256', site.cookieKey).update(text).digest();
  return timingSafeEqual(mac(typed), mac(site.password));
}

/** The couple's names and the wedding's day for the page. */
export async function coupleOf(deps: SiteDeps, weddingId: string) {
  const row = await repository.findCouple(deps.db, weddingId);
  return {
    brideName: row?.bride_name ?? null,
    groomName: row?.groom_name ?? null,
    date: row?.registration_date ?? row?.banquet_date ?? null,
  };
}
