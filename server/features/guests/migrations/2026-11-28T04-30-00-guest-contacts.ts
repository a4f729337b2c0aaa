import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * A guest's e-mail and phone (issue 40, item 1), as typed; null when not known. Messages to the
 * household go to its guests' addresses; the call list shows the phones.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('guests').addColumn('email', 'text').execute();
  await db.schema.alterTable('guests').addColumn('phone', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('guests').dropColumn('phone').execute();
  await db.schema.alterTable('guests').dropColumn('email').execute();
}
