import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The couple's head table (issue 38, item 7): a table flagged `head` (0/1) seats whom the couple
 * put there by hand; the automatic seating never seats anyone else at it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('seating_tables')
    .addColumn('head', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('seating_tables').dropColumn('head').execute();
}
