import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The gifts on the wedding's site (issue 41, items 2 and 3). A wish keeps who reserved it: when
 * (`reserved_at`, null while free: the one condition a reservation's UPDATE tests, so two guests at
 * the same moment get one reservation), the sha256 of the guest's device token (never the token, so
 * only that device may cancel), the name the guest chose to give ('' for anonymous), and its picture's
 * stored name (null: none). The money block is one row per wedding: a transfer link and free-text
 * details the couple's bank gives them; the product holds no money.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gift_wishes').addColumn('reserved_at', 'text').execute();
  await db.schema.alterTable('gift_wishes').addColumn('reserved_device_hash', 'text').execute();
  await db.schema
    .alterTable('gift_wishes')
    .addColumn('reserved_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('gift_wishes').addColumn('picture', 'text').execute();
  // A wish reserved before the site kept the time stays reserved.
  await db
    .updateTable('gift_wishes')
    .set((eb) => ({ reserved_at: eb.ref('updated_at') }))
    .where('reserved', '=', 1)
    .execute();
  await db.schema
    .createTable('gift_money')
    .addColumn('wedding_id', 'text', (c) => c.primaryKey().references('weddings.id').onDelete('cascade'))
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gift_money').execute();
  await db.schema.alterTable('gift_wishes').dropColumn('picture').execute();
  await db.schema.alterTable('gift_wishes').dropColumn('reserved_name').execute();
  await db.schema.alterTable('gift_wishes').dropColumn('reserved_device_hash').execute();
  await db.schema.alterTable('gift_wishes').dropColumn('reserved_at').execute();
}
