import { sql, type Kysely, type Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database, SubscriptionGrantsTable, TariffRow } from '../../db/database.ts';

/*
 * Every SQL statement of subscriptions and the tariff catalogue. Each function takes the database
 * or a transaction, so a service decides what runs together.
 */
type Db = Kysely<Database> | Transaction<Database>;

/** Read by everyone who opens the tariffs (no session needed); built once. */
const activeTariffs = compiledOnce((db: Db) =>
  db.selectFrom('tariffs').selectAll().where('is_active', '=', sql.lit(1)).orderBy('sort_order'),
);

/** The tariffs on sale, in the catalogue's order. */
export function listActiveTariffs(db: Db): Promise<TariffRow[]> {
  return activeTariffs(db);
}

/** One tariff on sale, or nothing for an unknown or withdrawn one. */
export function findActiveTariff(db: Db, tariffId: string): Promise<TariffRow | undefined> {
  return db.selectFrom('tariffs').selectAll().where('id', '=', tariffId).where('is_active', '=', 1).executeTakeFirst();
}

/** Read for every session user (whoami); built once. */
const subscriptionWithTariff = compiledOnce((db: Db) =>
  db
    .selectFrom('subscriptions')
    .leftJoin('tariffs', 'tariffs.id', 'subscriptions.tariff_id')
    .select(['subscriptions.expires_at', 'tariffs.title_key'])
    .where('subscriptions.wedding_id', '=', ''),
);

/** The subscription's end with the title key of the tariff last paid for (null after a support grant only). */
export async function findSubscriptionWithTariff(
  db: Db,
  weddingId: string,
): Promise<{ expires_at: string; title_key: string | null } | undefined> {
  const [row] = await subscriptionWithTariff(db, weddingId);
  return row;
}

/** Makes the user's row exist (ending now); true if this call created it. */
export async function ensureSubscriptionRow(db: Db, weddingId: string, tariffId: string | null, nowIso: string) {
  const created = await db
    .insertInto('subscriptions')
    .values({ wedding_id: weddingId, tariff_id: tariffId, expires_at: nowIso, created_at: nowIso, updated_at: nowIso })
    .onConflict((conflict) => conflict.column('wedding_id').doNothing())
    .returning('wedding_id')
    .executeTakeFirst();
  return created !== undefined;
}

/**
 * Touches the row before reading it: on PostgreSQL the write takes the row lock, so two extensions
 * of one user at the same moment add up instead of one overwriting the other.
 */
export function lockSubscription(db: Db, weddingId: string, nowIso: string) {
  return db
    .updateTable('subscriptions')
    .set({ updated_at: nowIso })
    .where('wedding_id', '=', weddingId)
    .returning(['expires_at', 'tariff_id'])
    .executeTakeFirstOrThrow();
}

export async function setSubscriptionEnd(db: Db, weddingId: string, expiresAt: string, tariffId: string | null) {
  await db
    .updateTable('subscriptions')
    .set({ expires_at: expiresAt, tariff_id: tariffId })
    .where('wedding_id', '=', weddingId)
    .execute();
}

/** The user's support grants (the audit trail of days given by hand), newest first. */
export function listGrants(db: Db, weddingId: string) {
  return db
    .selectFrom('subscription_grants')
    .select(['days', 'reason', 'granted_by', 'previous_expires_at', 'new_expires_at', 'created_at'])
    .where('wedding_id', '=', weddingId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function insertGrant(db: Db, grant: SubscriptionGrantsTable): Promise<void> {
  await db.insertInto('subscription_grants').values(grant).execute();
}

/**
 * When the wedding's current paid period began: its latest succeeded payment or support grant,
 * else when its subscription row was made. What the subscription includes once per period (the
 * consultation) is counted from it.
 */
export async function findPaidPeriodStart(db: Db, weddingId: string): Promise<string | null> {
  const [payment, grant, subscription] = await Promise.all([
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.max('succeeded_at').as('at'))
      .where('wedding_id', '=', weddingId)
      .where('status', '=', 'succeeded')
      .executeTakeFirst(),
    db
      .selectFrom('subscription_grants')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('wedding_id', '=', weddingId)
      .executeTakeFirst(),
    db.selectFrom('subscriptions').select('created_at').where('wedding_id', '=', weddingId).executeTakeFirst(),
  ]);
  const starts = [payment?.at, grant?.at, subscription?.created_at].filter(
    (at): at is string => typeof at === 'string',
  );
  return starts.length > 0 ? starts.reduce((latest, at) => (at > latest ? at : latest)) : null;
}
