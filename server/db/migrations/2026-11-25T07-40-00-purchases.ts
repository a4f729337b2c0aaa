import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The stores section (issue 28): the wedding's shopping list. `budget_item_id` names the budget
 * item a purchase became (POST /purchases/{id}/budget-item). It is a plain text, not a foreign
 * key: the budget is another feature's, and an item deleted there only makes the purchase free to
 * go into the budget again (the service checks the item still exists).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('price_kopecks', 'bigint')
    .addColumn('bought', 'integer', (c) => c.notNull())
    .addColumn('budget_item_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('purchases_wedding_id').on('purchases').column('wedding_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('purchases').execute();
}
