import type { Generated } from 'kysely';

/*
 * Invitations and answers (server/db/migrations/2026-11-25T06-00-00-invitations.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

/** A part of the wedding day. */
export interface WeddingEventsTable {
  id: string;
  wedding_id: string;
  name: string;
  /** An ISO instant, or null while not timed. */
  starts_at: string | null;
  place: string;
  address: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** Marks the wedding whose default parts were given; holds the answers' deadline (YYYY-MM-DD). */
export interface RsvpSettingsTable {
  wedding_id: string;
  deadline: string | null;
  seeded_at: string;
  updated_at: string;
}

/** One household's invitation; the page finds it by `token_hash` (SHA-256 of the token, base64url). */
export interface RsvpInvitationsTable {
  id: string;
  wedding_id: string;
  token_hash: string;
  token: string;
  /** JSON arrays of guest and part ids, and of `{ guestId, eventId, coming, half? }` answers. */
  guest_ids: string;
  event_ids: string;
  answers: string;
  half_name: string | null;
  children_count: Generated<number>;
  /** Empty since each person's diet is in `diets` (2026-11-26T20-00-00-rsvp-diets-per-person.ts). */
  diet: Generated<string>;
  /** JSON array of `{ guestId, half?, diet }`: each guest's or +1's diet. */
  diets: Generated<string>;
  message: Generated<string>;
  transfer: Generated<number>;
  overnight: Generated<number>;
  answered_at: string | null;
  /** When the household erased its own data (migrations/2026-12-01T21-30-00-rsvp-erasure.ts). */
  erased_at: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    wedding_events: WeddingEventsTable;
    rsvp_settings: RsvpSettingsTable;
    rsvp_invitations: RsvpInvitationsTable;
  }
}
