/*
 * The shopping list (server/db/migrations/2026-11-25T07-40-00-purchases.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

export interface PurchasesTable {
  id: string;
  wedding_id: string;
  name: string;
  store: string;
  /** An http(s) address, or ''. */
  link: string;
  /** Kopecks; null while the price is unknown. */
  price_kopecks: number | null;
  /** 0/1. */
  bought: number;
  /** The budget item made from the purchase, if any (it may since have been deleted there). */
  budget_item_id: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    purchases: PurchasesTable;
  }
}
