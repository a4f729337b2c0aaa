import type { Kysely } from 'kysely';

// Frozen in time: a migration never changes after it has landed; later changes get a new file.

/*
 * The consultation the subscription includes (issue 38, item 9). Support opens slots (one start time
 * each, 15 minutes long); a wedding books a slot with a topic. A slot holds one booking (unique
 * slot_id) and a wedding one booking per paid period (unique wedding_id + period_start), so two
 * members booking at the same moment get one booking and one refusal on both engines. A cancelled
 * booking is deleted: its slot is free again.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consultation_slots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('starts_at', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('consultation_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slot_id', 'text', (c) => c.notNull().unique().references('consultation_slots.id').onDelete('cascade'))
    .addColumn('wedding_id', 'text', (c) => c.notNull().references('weddings.id').onDelete('cascade'))
    .addColumn('booked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('consultation_bookings_one_per_period', ['wedding_id', 'period_start'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consultation_bookings').execute();
  await db.schema.dropTable('consultation_slots').execute();
}
