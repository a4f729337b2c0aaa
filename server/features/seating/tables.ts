/*
 * The seating plan (server/db/migrations/2026-11-25T06-10-00-seating.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

export interface SeatingTablesTable {
  id: string;
  wedding_id: string;
  name: string;
  /** 'round' | 'rect' (src/contract/seating.ts). */
  shape: string;
  seats: number;
  /** The couple's head table (2026-11-26T20-10-00): 1 = the automatic seating leaves it alone. */
  head: number;
  x: number;
  y: number;
  created_at: string;
  updated_at: string;
}

/** One guest (with their +1 and children) at one table; goes with the guest or the table. */
export interface SeatingSeatsTable {
  guest_id: string;
  wedding_id: string;
  table_id: string;
  seated_at: string;
}

export interface SeatingRulesTable {
  id: string;
  wedding_id: string;
  /** 'together' | 'apart'. */
  kind: string;
  guest_a: string;
  guest_b: string;
  created_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    seating_tables: SeatingTablesTable;
    seating_seats: SeatingSeatsTable;
    seating_rules: SeatingRulesTable;
  }
}
