/*
 * The wedding's site (server/features/site/migrations/2026-12-01T21-40-00-site.ts), kept beside the
 * feature and merged into the database's type, so the feature adds no lines to db/database.ts.
 */

export interface WeddingSitesTable {
  wedding_id: string;
  /** Unique across the product. */
  slug: string;
  /** 0/1. */
  enabled: number;
  story: string;
  dress_code: string;
  /** A JSON array of '#rrggbb'. */
  palette: string;
  /** A JSON array of { question, answer }. */
  faq: string;
  transfer: string;
  accommodation: string;
  theme: string;
  /** As the couple typed it; '' for an open site. */
  password: string;
  /** A random key the site's password cookie is signed with (with the password: a new one logs guests out). */
  cookie_key: string;
  updated_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    wedding_sites: WeddingSitesTable;
  }
}
