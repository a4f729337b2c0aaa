import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The budget: one settings row per couple (the total, and when the default categories were given,
 * so that deleting them all does not bring them back), the couple's categories, and the items.
 * Money is integer kopecks. An item refers to its category by code, as the API does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('budget_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('total_kopecks', 'bigint', (c) => c.notNull())
    .addColumn('seeded_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('budget_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('budget_categories_user_code', ['user_id', 'code'])
    .execute();

  await db.schema
    .createTable('budget_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_kopecks', 'bigint', (c) => c.notNull())
    .addColumn('unit_price_kopecks', 'bigint')
    .addColumn('paid_kopecks', 'bigint')
    .addColumn('due_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('budget_items_user_id').on('budget_items').columns(['user_id', 'category']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('budget_items').execute();
  await db.schema.dropTable('budget_categories').execute();
  await db.schema.dropTable('budget_settings').execute();
}
