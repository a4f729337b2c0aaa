/*
 * The tips of the day (server/db/migrations/2026-11-22T18-46-00-advices.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

export interface AdvicesTable {
  id: string;
  /** Key of the advice's text in locales/ru/advices.json. */
  text_key: string;
  /** Comma-separated advice phases the tip fits (src/contract/advices.ts); empty: any. */
  phases: string;
}

declare module '../../db/database.ts' {
  interface Database {
    advices: AdvicesTable;
  }
}
