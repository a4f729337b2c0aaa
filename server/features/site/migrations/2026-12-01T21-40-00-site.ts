import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The wedding's site (issue 41, item 1): one row per wedding, its address unique across the product
 * (the unique index is what makes two couples saving one address at once get one each), the texts,
 * the palette and the FAQ as JSON, the design, the password as the couple typed it, and the key the
 * site's cookies are signed with.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wedding_sites')
    .addColumn('wedding_id', 'text', (c) => c.primaryKey().references('weddings.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('story', 'text', (c) => c.notNull())
    .addColumn('dress_code', 'text', (c) => c.notNull())
    .addColumn('palette', 'text', (c) => c.notNull())
    .addColumn('faq', 'text', (c) => c.notNull())
    .addColumn('transfer', 'text', (c) => c.notNull())
    .addColumn('accommodation', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('cookie_key', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wedding_sites_slug').on('wedding_sites').column('slug').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wedding_sites').execute();
}
