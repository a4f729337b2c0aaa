import type { Kysely } from 'kysely';
import type { ContractorCategory, ContractorStatus } from '../../../src/contract/contractors.ts';
import type { Database } from '../../db/database.ts';
import { selectContractors } from './repository.ts';

/** What other features (the wedding day's timing) may know of a contractor. */
export interface ContractorSummary {
  id: string;
  name: string;
  category: ContractorCategory;
  status: ContractorStatus;
}

/** The wedding's contractors, in the order they were added. */
export async function contractorsOf(db: Kysely<Database>, weddingId: string): Promise<ContractorSummary[]> {
  const rows = await selectContractors(db, weddingId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category as ContractorCategory,
    status: row.status as ContractorStatus,
  }));
}
