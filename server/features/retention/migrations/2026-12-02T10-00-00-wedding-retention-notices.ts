import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * A wedding whose subscription ended WEDDING_RETENTION_DAYS ago loses its plan (issue 42, point 4),
 * never without warning: the couple are mailed a month and a week before. Each warning is taken by a
 * row before it goes, so it goes once however many processes sweep, and the row tells the deletion
 * that it went, when, and which date it promised. Rows go with their wedding.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wedding_retention_notices')
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('notice', 'text', (c) => c.notNull())
    .addColumn('deletion_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wedding_retention_notices_pk', ['wedding_id', 'expires_at', 'notice'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wedding_retention_notices').execute();
}
