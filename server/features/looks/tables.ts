import type { Generated } from 'kysely';

/*
 * The looks and decor boards (server/db/migrations/2026-11-25T07-20-00-boards.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

/** A card of the looks or decor board; `category` is a code of src/contract/looks.ts. */
export interface BoardCardsTable {
  id: string;
  wedding_id: string;
  category: string;
  title: string;
  /** Where the couple found it: an http(s) address kept as given; never fetched. */
  link: string | null;
  comment: Generated<string>;
  favorite: Generated<number>;
  /** Its picture and thumbnail in `wedding_files` (subject_id = this card's id); null without one. */
  image_file_id: string | null;
  thumbnail_file_id: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    board_cards: BoardCardsTable;
  }
}
