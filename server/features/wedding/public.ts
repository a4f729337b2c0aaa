import type { Kysely } from 'kysely';
import type { Database, WeddingAnswersColumns } from '../../db/database.ts';
import { findWeddingAnswers } from './repository.ts';

/*
 * What other features may know of the wedding: the wizard's answers (the invitations' page shows
 * the couple's names and seeds the parts of the day from the dates and places).
 */
export async function weddingAnswersOf(db: Kysely<Database>, weddingId: string): Promise<WeddingAnswersColumns | null> {
  return (await findWeddingAnswers(db, weddingId)) ?? null;
}
