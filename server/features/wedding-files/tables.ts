/*
 * The wedding's files (server/db/migrations/2026-11-25T06-50-00-wedding-files.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

/** A file of the wedding (a contract, a board picture): see server/features/wedding-files/. */
export interface WeddingFilesTable {
  id: string;
  wedding_id: string;
  /** The row that names the file: a contractor, a board card. */
  subject_id: string;
  /** What the file is to its feature (`contract`, `look`, …). */
  kind: string;
  /** The name the couple's file had, shown and offered on download. */
  file_name: string;
  content_type: string;
  size: number;
  /** `Buffer` from PostgreSQL, `Uint8Array` from SQLite. */
  bytes: Uint8Array;
  created_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    wedding_files: WeddingFilesTable;
  }
}
