import type { Kysely } from 'kysely';
import type { Database, WeddingAnswersColumns } from '../../db/database.ts';
import { findWeddingAnswers, listMembers } from './repository.ts';

export { lockWedding } from './repository.ts';
export { replaceWithEmptyWedding } from './service.ts';

/*
 * What other features may know of the wedding: the wizard's answers (the invitations' page shows
 * the couple's names and seeds the parts of the day from the dates and places), and the deletion
 * of a plan kept past WEDDING_RETENTION_DAYS (server/features/retention).
 */
export async function weddingAnswersOf(db: Kysely<Database>, weddingId: string): Promise<WeddingAnswersColumns | null> {
  return (await findWeddingAnswers(db, weddingId)) ?? null;
}

/** The couple's own addresses (the owner and partners, not helpers): whom the wedding's own mails reach. */
export async function coupleAddressesOf(db: Kysely<Database>, weddingId: string): Promise<string[]> {
  return (await listMembers(db, weddingId)).filter((member) => member.role !== 'helper').map((member) => member.email);
}

/** Whether the plan holds anything beyond a new wedding's seeds (a guest, a budget item or total, a to-do touched). */
export { weddingHoldings } from './repository.ts';

/** The columns of the wizard's answers: the wedding's archive carries them. */
export { WEDDING_ANSWER_COLUMNS } from './repository.ts';
