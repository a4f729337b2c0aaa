import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The looks and decor boards (issue 28): cards the couple pins up. One table serves both boards;
 * a card's kind (a code of src/contract/looks.ts) says which. Its picture and thumbnail are files
 * of the wedding (`wedding_files`, `subject_id` = the card's id), named here by their ids and removed
 * in the card's own transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('board_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('favorite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_file_id', 'text')
    .addColumn('thumbnail_file_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('board_cards_wedding_id').on('board_cards').column('wedding_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('board_cards').execute();
}
