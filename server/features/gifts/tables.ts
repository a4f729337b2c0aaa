/*
 * The gifts (server/features/gifts/migrations/2026-11-28T09-30-00-gifts.ts), kept beside the feature
 * and merged into the database's type, so the feature adds no lines to db/database.ts.
 */

export interface GiftWishesTable {
  id: string;
  wedding_id: string;
  title: string;
  /** An http(s) address, or ''. */
  link: string;
  /** Kopecks; null while the price is unknown. */
  price_kopecks: number | null;
  /** 0/1: a guest took it on the wedding's site (set with reserved_at, cleared with it). */
  reserved: number;
  /** ISO time a guest reserved it; null while free (migration 2026-12-01T21-10-00-gifts-site). */
  reserved_at: string | null;
  /** sha256 (hex) of the reserving device's token, never the token; null while free. */
  reserved_device_hash: string | null;
  /** The name the guest chose to give; '' for anonymous. */
  reserved_name: string;
  /** The stored name of its picture (WebP), or null. */
  picture: string | null;
  created_at: string;
  updated_at: string;
}

export interface GiftsTable {
  id: string;
  wedding_id: string;
  /** Who gave it, as the ledger names them. */
  from_name: string;
  /** A JSON array of the guests' ids, as recorded. */
  guest_ids: string;
  /** 'money' or 'item'. */
  kind: string;
  /** Kopecks, for money; null for a thing. */
  amount_kopecks: number | null;
  item: string;
  /** 0/1. */
  thanked: number;
  created_at: string;
  updated_at: string;
}

/** The money block of the wedding's site: one row per wedding, once the couple has set it. */
export interface GiftMoneyTable {
  wedding_id: string;
  /** An http(s) transfer link (an SBP link from their bank), or ''. */
  link: string;
  /** Free-text details (an account, a card, a phone for SBP), or ''. */
  details: string;
  updated_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    gift_wishes: GiftWishesTable;
    gifts: GiftsTable;
    gift_money: GiftMoneyTable;
  }
}
