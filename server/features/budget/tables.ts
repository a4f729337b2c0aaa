import type { Generated, Selectable } from 'kysely';

/*
 * The budget (server/db/migrations/2026-11-23T05-00-00-budget.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

/** One row per couple, written when their default categories are given. */
export interface BudgetSettingsTable {
  wedding_id: string;
  total_kopecks: number;
  seeded_at: string;
  updated_at: string;
  /** 1: a per-person price counts the children on the guest list; 0: only the grown-ups. */
  count_children: Generated<number>;
}

export interface BudgetCategoriesTable {
  id: string;
  wedding_id: string;
  /** What items refer to; the defaults have readable codes, the couple's own a random one. */
  code: string;
  name: string;
  sort_order: number;
  created_at: string;
}

export interface BudgetItemsTable {
  id: string;
  wedding_id: string;
  category: string;
  name: string;
  /** The fixed price; for a per-person item, the price as last sent (the served one is computed). */
  price_kopecks: number;
  /** Set for a per-person item. */
  unit_price_kopecks: number | null;
  paid_kopecks: number | null;
  /** YYYY-MM-DD by which the unpaid rest is due. */
  due_date: string | null;
  /** The contractor this item pays (a deposit, the rest), since 2026-11-25T07-00-00-contractors. */
  contractor_id: string | null;
  /** A contractor's budget item holding the rest of its agreed price (1), or a payment (0); since 2026-11-26T19-40-00-contractor-rest. */
  contractor_rest: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type BudgetItemRow = Selectable<BudgetItemsTable>;

declare module '../../db/database.ts' {
  interface Database {
    budget_settings: BudgetSettingsTable;
    budget_categories: BudgetCategoriesTable;
    budget_items: BudgetItemsTable;
  }
}
