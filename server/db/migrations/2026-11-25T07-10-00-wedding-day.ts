import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The wedding day's timeline (issue 27). `wedding_day` is one row per wedding: it marks a wedding
 * whose timeline was seeded (so removing every step does not bring them back) and holds the public
 * page's token, if shared: its SHA-256 (the page looks it up by that) and the token itself so the
 * couple can copy the same link again, as the invitations' pages do. Revoking clears both.
 * `wedding_day_items` are the steps; a contractor removed from the wedding leaves its steps with
 * nobody named (ON DELETE SET NULL).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wedding_day')
    .addColumn('wedding_id', 'text', (c) => c.primaryKey().references('weddings.id').onDelete('cascade'))
    .addColumn('seeded_at', 'text', (c) => c.notNull())
    .addColumn('share_token_hash', 'text', (c) => c.unique())
    .addColumn('share_token', 'text')
    .addColumn('shared_at', 'text')
    .execute();
  await db.schema
    .createTable('wedding_day_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('until', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contractor_id', 'text', (c) => c.references('contractors.id').onDelete('set null'))
    .addColumn('who', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wedding_day_items_wedding')
    .on('wedding_day_items')
    .columns(['wedding_id', 'time'])
    .execute();
  await db.schema
    .createIndex('wedding_day_items_contractor_id')
    .on('wedding_day_items')
    .column('contractor_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wedding_day_items').execute();
  await db.schema.dropTable('wedding_day').execute();
}
