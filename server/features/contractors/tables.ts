import type { Generated } from 'kysely';

/*
 * The contractors (server/db/migrations/2026-11-25T07-00-00-contractors.ts), kept beside the feature and merged
 * into the database's type, so the feature adds no lines to db/database.ts.
 */

/** One contractor of a wedding; `category` and `status` are codes of src/contract/contractors.ts. */
export interface ContractorsTable {
  id: string;
  wedding_id: string;
  category: string;
  name: string;
  phone: Generated<string>;
  email: Generated<string>;
  site: Generated<string>;
  status: string;
  /** The agreed price, if known. */
  price_kopecks: number | null;
  comment: Generated<string>;
  created_at: string;
  updated_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    contractors: ContractorsTable;
  }
}
