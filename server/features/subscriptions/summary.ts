import type { Kysely } from 'kysely';
import type { SubscriptionSummary } from '../../../src/contract/session.ts';
import type { Database } from '../../db/database.ts';

/**
 * The user's subscription as the session user carries it. Until payments exist (the billing
 * feature) nobody has one, which is the truth for every account in the database.
 */
export async function getSubscriptionSummary(
  _db: Kysely<Database>,
  _userId: string,
): Promise<SubscriptionSummary | null> {
  return null;
}
