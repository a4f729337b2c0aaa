import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { SubscriptionSummary } from '../../../src/contract/session.ts';
import type { Database } from '../../db/database.ts';
import { t } from '../../lib/i18n.ts';
import * as repository from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left, rounded up: a subscription bought a moment ago for 30 days shows 30, one with an
 * hour left shows 1 (still active), and one that has ended shows 0 or less.
 */
export function daysLeft(expiresAt: string, now: Date): number {
  const days = Math.ceil((Date.parse(expiresAt) - now.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // no -0
}

/** A subscription's row as the session user needs it: its end and the title key of its tariff. */
export interface SubscriptionWithTariff {
  expires_at: string;
  title_key: string | null;
}

/** An instant as Date#toISOString writes it, which is how the server stores them. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The summary the session user carries for a subscription row; null for a user who never subscribed. */
export function toSubscriptionSummary(row: SubscriptionWithTariff | undefined, now: Date): SubscriptionSummary | null {
  if (!row) return null;
  return {
    name: t(row.title_key ?? 'subscriptions:grantedName'),
    expires: daysLeft(row.expires_at, now),
    // A stored end is already in toISOString's form (formatting a Date again took a microsecond of
    // every whoami); any other form is normalised to it.
    expiresDate: ISO_INSTANT.test(row.expires_at) ? row.expires_at : new Date(row.expires_at).toISOString(),
  };
}

/** The user's subscription as the session user carries it; null for a user who never subscribed. */
export async function getSubscriptionSummary(
  db: Kysely<Database>,
  weddingId: string,
  now: Date,
): Promise<SubscriptionSummary | null> {
  return toSubscriptionSummary(await repository.findSubscriptionWithTariff(db, weddingId), now);
}

export interface Extension {
  previousExpiresAt: string | null;
  newExpiresAt: string;
}

/**
 * Adds days to the user's subscription, counting from the later of now and its current end, so
 * days paid ahead are never lost and days that lapsed are never back-dated. Must run inside the
 * transaction that records why (a payment turning succeeded, a support grant).
 *
 * The row is made to exist, then written before it is read: on PostgreSQL that takes the row lock,
 * so two payments of one user confirmed at the same moment add up instead of one overwriting the
 * other (ON CONFLICT DO NOTHING waits for a concurrent first insert); SQLite has one writer anyway.
 */
export async function extendSubscription(
  trx: Transaction<Database> | Kysely<Database>,
  options: { weddingId: string; days: number; tariffId: string | null; now: Date },
): Promise<Extension> {
  const nowIso = options.now.toISOString();
  const created = await repository.ensureSubscriptionRow(trx, options.weddingId, options.tariffId, nowIso);
  const current = await repository.lockSubscription(trx, options.weddingId, nowIso);

  const from = Math.max(Date.parse(current.expires_at), options.now.getTime());
  const newExpiresAt = new Date(from + options.days * DAY_MS).toISOString();
  // A support grant keeps the name of the tariff the user last paid for.
  await repository.setSubscriptionEnd(trx, options.weddingId, newExpiresAt, options.tariffId ?? current.tariff_id);
  return { previousExpiresAt: created ? null : current.expires_at, newExpiresAt };
}

/**
 * Days given by the support desk: the subscription is extended and the audit row (who, why, from
 * when to when) written in one transaction, so neither exists without the other.
 */
export async function grantSubscriptionDays(
  db: Kysely<Database>,
  grant: { weddingId: string; days: number; reason: string; grantedBy: string; now: Date },
): Promise<Extension> {
  return db.transaction().execute(async (trx) => {
    const result = await extendSubscription(trx, {
      weddingId: grant.weddingId,
      days: grant.days,
      tariffId: null,
      now: grant.now,
    });
    await repository.insertGrant(trx, {
      id: `grant_${randomBytes(9).toString('base64url')}`,
      wedding_id: grant.weddingId,
      days: grant.days,
      reason: grant.reason,
      granted_by: grant.grantedBy,
      previous_expires_at: result.previousExpiresAt,
      new_expires_at: result.newExpiresAt,
      created_at: grant.now.toISOString(),
    });
    return result;
  });
}
