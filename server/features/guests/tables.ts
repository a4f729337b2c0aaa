import type { Generated, Selectable } from 'kysely';

/*
 * The guest list and its committed imports (server/db/migrations/2026-11-23T05-00-00-guests.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

/** One guest of a couple's list; codes are those of src/contract/guests.ts. */
export interface GuestsTable {
  id: string;
  wedding_id: string;
  name: string;
  with_half: number;
  /** The +1's name once known; null while unnamed or without a +1. */
  half_name: string | null;
  from_code: string;
  children_code: string;
  comment: string;
  /** A JSON array of category codes. */
  categories: string;
  checked: number;
  /** As typed; null when not known (migrations/2026-11-28T04-30-00-guest-contacts.ts). */
  email: string | null;
  phone: string | null;
  /** Order among guests added in the same instant (an import). */
  position: number;
  created_at: string;
  updated_at: string;
}

export type GuestRow = Selectable<GuestsTable>;

/** A committed guest list import, by the file's SHA-256: a repeat within the window adds nothing. */
export interface GuestImportCommitsTable {
  wedding_id: string;
  /** The SHA-256 of the file and of what the commit does with rows already listed. */
  file_sha256: string;
  imported: number;
  updated: Generated<number>;
  committed_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    guests: GuestsTable;
    guest_import_commits: GuestImportCommitsTable;
  }
}
