import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The tariffs on sale when subscriptions launched. Titles and texts are catalogue keys
 * (locales/ru/subscriptions.json), so translators edit the words without a migration.
 * Prices in kopecks: a month 299 roubles; longer terms cost less per month.
 */
const launchTariffs = [
  { id: 'month', key: 'month', days: 30, price: 29_900, discount: null, profitable: 0, order: 1 },
  { id: 'three-months', key: 'threeMonths', days: 90, price: 89_700, discount: 79_900, profitable: 0, order: 2 },
  { id: 'six-months', key: 'sixMonths', days: 180, price: 179_400, discount: 149_000, profitable: 1, order: 3 },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tariffs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('text_key', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('price_kopecks', 'bigint', (c) => c.notNull())
    .addColumn('discount_price_kopecks', 'bigint')
    .addColumn('is_profitable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('tariffs')
    .values(
      launchTariffs.map((tariff) => ({
        id: tariff.id,
        title_key: `subscriptions:tariffs.${tariff.key}.title`,
        text_key: `subscriptions:tariffs.${tariff.key}.text`,
        days: tariff.days,
        price_kopecks: tariff.price,
        discount_price_kopecks: tariff.discount,
        is_profitable: tariff.profitable,
        is_active: 1,
        sort_order: tariff.order,
      })),
    )
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('tariff_id', 'text', (c) => c.references('tariffs.id'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tariff_id', 'text', (c) => c.notNull().references('tariffs.id'))
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('amount_kopecks', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('idempotence_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirmation_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('succeeded_at', 'text')
    .execute();
  await db.schema.createIndex('payments_user_id').on('payments').column('user_id').execute();
  await db.schema
    .createIndex('payments_provider_payment_id')
    .on('payments')
    .columns(['provider', 'provider_payment_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('embedded_checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotence_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amount_kopecks', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('embedded_checkouts_payment_id').on('embedded_checkouts').column('payment_id').execute();

  await db.schema
    .createTable('subscription_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .addColumn('previous_expires_at', 'text')
    .addColumn('new_expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscription_grants_user_id').on('subscription_grants').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscription_grants').execute();
  await db.schema.dropTable('embedded_checkouts').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('tariffs').execute();
}
