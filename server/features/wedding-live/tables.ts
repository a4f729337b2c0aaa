/*
 * Who did what (the last 100 per wedding) and the open live streams (server/db/migrations/2026-11-25T05-10-00-wedding-activity.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

export interface WeddingActivityTable {
  /** Sorts as the entries were written: the time, then a counter (server/features/wedding-live/activity.ts). */
  id: string;
  wedding_id: string;
  /** The member who wrote; null once they deleted their account. */
  user_id: string | null;
  at: string;
  /** A key of src/contract/wedding-activity.ts's ActivityAction (a route's declared activity). */
  action: string;
  /** The entity's own text (a guest's name, a task), or null. */
  what: string | null;
}

/** One open GET /wedding/live on some process; gone with its session or its membership. */
export interface LiveStreamsTable {
  id: string;
  user_id: string;
  wedding_id: string;
  token_hash: string;
  /** A digest of the client's address (request.ip), which the per-address cap counts. */
  client_key: string;
  /** The process holding it, which refreshes `expires_at` while the stream is open. */
  process_id: string;
  expires_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    wedding_activity: WeddingActivityTable;
    live_streams: LiveStreamsTable;
  }
}
