import type { Kysely } from 'kysely';
import { ADVICE_PHASES, type AdvicePhase, type TaggedAdvice } from '../../../src/contract/advices.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/database.ts';

export interface AdviceRow extends TaggedAdvice {
  textKey: string;
}

const knownPhases = new Set<string>(ADVICE_PHASES);

/** Every tip with the phases it fits (a few dozen rows: the choice is made in code, alike on both engines). */
const allAdvices = compiledOnce((db: Kysely<Database>) =>
  db.selectFrom('advices').select(['id', 'text_key', 'phases']),
);

export async function listAdvices(db: Kysely<Database>): Promise<AdviceRow[]> {
  const rows = await allAdvices(db);
  return rows.map((row) => ({
    id: row.id,
    textKey: row.text_key,
    phases: row.phases
      .split(',')
      .map((phase) => phase.trim())
      .filter((phase): phase is AdvicePhase => knownPhases.has(phase)),
  }));
}
