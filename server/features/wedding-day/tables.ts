import type { Generated } from 'kysely';

/*
 * The wedding day (server/db/migrations/2026-11-25T07-10-00-wedding-day.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

/** One per wedding: seeded once; the public page's token (its hash and itself) while shared. */
export interface WeddingDayTable {
  wedding_id: string;
  seeded_at: string;
  share_token_hash: string | null;
  share_token: string | null;
  shared_at: string | null;
}

/** One step of the day; `time` and `until` are "HH:MM", Moscow time on the wedding day. */
export interface WeddingDayItemsTable {
  id: string;
  wedding_id: string;
  time: string;
  until: string | null;
  title: string;
  place: Generated<string>;
  contractor_id: string | null;
  who: Generated<string>;
  comment: Generated<string>;
  created_at: string;
  updated_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    wedding_day: WeddingDayTable;
    wedding_day_items: WeddingDayItemsTable;
  }
}
