import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * A contractor's agreed price is in the budget (issue 38): besides its payments, a contractor has at
 * most one budget item holding the rest of the price, without a date (`contractor_rest` = 1). The
 * service keeps it in step with the price and the payments; contractors agreed before this
 * migration get theirs the next time their price or payments change.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('budget_items')
    .addColumn('contractor_rest', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('budget_items').dropColumn('contractor_rest').execute();
}
