import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * Contractors (issue 27): who the couple hires. A payment to a contractor is a budget item that
 * names the contractor (`budget_items.contractor_id`): one ledger, so the budget's sums and the main
 * page's due-date warnings cover it. Removing a contractor keeps its payments unless the couple asks
 * to remove them too (the service does that in the same transaction); the link is then cleared.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contractors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('site', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price_kopecks', 'bigint')
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contractors_wedding_id').on('contractors').column('wedding_id').execute();

  await db.schema
    .alterTable('budget_items')
    .addColumn('contractor_id', 'text', (c) => c.references('contractors.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('budget_items_contractor_id').on('budget_items').column('contractor_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('budget_items_contractor_id').execute();
  await db.schema.alterTable('budget_items').dropColumn('contractor_id').execute();
  await db.schema.dropTable('contractors').execute();
}
