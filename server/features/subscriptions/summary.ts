import type { Kysely } from 'kysely';
import type { SubscriptionSummary } from '../../../src/contract/session.ts';
import type { Database } from '../../db/database.ts';
import { t } from '../../lib/i18n.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left, rounded up: a subscription bought a moment ago for 30 days shows 30, one with an
 * hour left shows 1 (still active), and one that has ended shows 0 or less.
 */
export function daysLeft(expiresAt: string, now: Date): number {
  const days = Math.ceil((Date.parse(expiresAt) - now.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // no -0
}

/** The user's subscription as the session user carries it; null for a user who never subscribed. */
export async function getSubscriptionSummary(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<SubscriptionSummary | null> {
  const row = await db
    .selectFrom('subscriptions')
    .leftJoin('tariffs', 'tariffs.id', 'subscriptions.tariff_id')
    .select(['subscriptions.expires_at', 'tariffs.title_key'])
    .where('subscriptions.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: t(row.title_key ?? 'subscriptions:grantedName'),
    expires: daysLeft(row.expires_at, now),
    expiresDate: new Date(row.expires_at).toISOString(),
  };
}
