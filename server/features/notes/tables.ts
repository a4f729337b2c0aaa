/*
 * The notes (server/db/migrations/2026-11-25T07-30-00-notes.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

export interface NotesTable {
  id: string;
  wedding_id: string;
  title: string;
  text: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    notes: NotesTable;
  }
}
