import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * Who did what in a wedding's plan (issue 24): one row per successful planning write, the last 100
 * per wedding kept. The member is a reference, not a copy of their address: when they delete their
 * account the reference becomes null (ON DELETE SET NULL) and nothing personal of theirs is left,
 * while the entry still tells the others what happened to the plan. `what` is the plan's own text
 * (a guest's name, a task), which belongs to the wedding and goes with it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wedding_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('what', 'text')
    .execute();
  await db.schema
    .createIndex('wedding_activity_wedding_id')
    .on('wedding_activity')
    .columns(['wedding_id', 'id'])
    .execute();
  await db.schema.createIndex('wedding_activity_user_id').on('wedding_activity').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wedding_activity').execute();
}
