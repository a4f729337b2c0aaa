import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The gifts section (issue 41, items 2 and 4): the couple's wishlist (`reserved` is set by a guest on
 * the wedding's site), and the ledger of gifts received, newest first (hence the index), each naming
 * who gave it, its guests of the list as a JSON array of ids, money in kopecks or a thing, and the tick.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gift_wishes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('price_kopecks', 'bigint')
    .addColumn('reserved', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gift_wishes_wedding_id')
    .on('gift_wishes')
    .columns(['wedding_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('gifts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('from_name', 'text', (c) => c.notNull())
    .addColumn('guest_ids', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_kopecks', 'bigint')
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('thanked', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gifts_wedding_id_created_at')
    .on('gifts')
    .columns(['wedding_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gifts').execute();
  await db.schema.dropTable('gift_wishes').execute();
}
