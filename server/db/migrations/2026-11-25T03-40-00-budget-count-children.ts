import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/**
 * Whether a per-person price counts the children on the guest list (1, the default) or only the
 * grown-ups (0): the couple's choice, one per couple (issue 22).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('budget_settings')
    .addColumn('count_children', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('budget_settings').dropColumn('count_children').execute();
}
