import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * Committed guest list imports, by the SHA-256 of the file, so a repeated commit of the same file
 * (a double click, a retry after a lost answer) answers the first result instead of adding the
 * list again. One row per couple and file; a commit after the repeat window claims it again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guest_import_commits')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_sha256', 'text', (c) => c.notNull())
    .addColumn('imported', 'integer', (c) => c.notNull())
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('committed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('guest_import_commits_pk', ['user_id', 'file_sha256'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('guest_import_commits').execute();
}
