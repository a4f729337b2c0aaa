/* The retention's table (migrations/2026-12-02T10-00-00-wedding-retention-notices.ts), merged into the database's type. */

/** Which warning: a month before the plan's deletion, or a week before. */
export type RetentionNotice = 'month' | 'week';

/**
 * A warning that the plan of a wedding whose subscription ended will be deleted, taken for sending
 * once per wedding, subscription end and notice. A renewal changes the end, so the warnings of an
 * earlier end count no more (and are swept away).
 */
export interface WeddingRetentionNoticesTable {
  wedding_id: string;
  /** The subscription's end (subscriptions.expires_at) the warning is about. */
  expires_at: string;
  notice: RetentionNotice;
  /** When the mail said the plan would be deleted; the deletion never comes earlier. */
  deletion_at: string;
  sent_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    wedding_retention_notices: WeddingRetentionNoticesTable;
  }
}
