import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The seating plan (issue 26): the wedding's tables on the floor, who sits at which table, and the
 * rules between two guests. A seat and a rule reference guests with ON DELETE CASCADE, so a guest
 * removed from the list leaves their seat and their rules; deleting a table unseats its guests.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seating_tables')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shape', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seating_tables_wedding_id').on('seating_tables').column('wedding_id').execute();

  await db.schema
    .createTable('seating_seats')
    .addColumn('guest_id', 'text', (c) => c.primaryKey().references('guests.id').onDelete('cascade'))
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('table_id', 'text', (c) => c.notNull().references('seating_tables.id').onDelete('cascade'))
    .addColumn('seated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seating_seats_wedding_id').on('seating_seats').column('wedding_id').execute();
  await db.schema.createIndex('seating_seats_table_id').on('seating_seats').column('table_id').execute();

  await db.schema
    .createTable('seating_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('guest_a', 'text', (c) => c.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('guest_b', 'text', (c) => c.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seating_rules_wedding_id').on('seating_rules').column('wedding_id').execute();
  await db.schema.createIndex('seating_rules_guest_a').on('seating_rules').column('guest_a').execute();
  await db.schema.createIndex('seating_rules_guest_b').on('seating_rules').column('guest_b').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seating_rules').execute();
  await db.schema.dropTable('seating_seats').execute();
  await db.schema.dropTable('seating_tables').execute();
}
