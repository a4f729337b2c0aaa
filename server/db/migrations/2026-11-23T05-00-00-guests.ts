import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The couple's guest list. Dictionary codes (side, children, categories) are stored as codes; their
 * names come from locales/ru/guests.json. Categories are a JSON array of codes in text, the same on
 * both engines. `position` keeps the order of guests added together (an import) within one instant.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('with_half', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('half_name', 'text')
    .addColumn('from_code', 'text', (c) => c.notNull())
    .addColumn('children_code', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('guests_user_order')
    .on('guests')
    .columns(['user_id', 'created_at', 'position'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('guests').execute();
}
