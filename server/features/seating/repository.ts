import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SeatingRulesTable, SeatingTablesTable } from './tables.ts';

/*
 * Every SQL statement of the seating plan. Each function takes the database or a transaction and the
 * wedding's id: no statement reads or changes a row of another wedding.
 */
type Db = Kysely<Database>;

export type TableRow = SeatingTablesTable;

export async function listTables(db: Db, weddingId: string): Promise<TableRow[]> {
  return db
    .selectFrom('seating_tables')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findTable(db: Db, weddingId: string, id: string): Promise<TableRow | undefined> {
  return db
    .selectFrom('seating_tables')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertTable(db: Db, row: Insertable<SeatingTablesTable>): Promise<void> {
  await db.insertInto('seating_tables').values(row).execute();
}

export async function updateTable(
  db: Db,
  weddingId: string,
  id: string,
  changes: Updateable<SeatingTablesTable>,
): Promise<void> {
  await db
    .updateTable('seating_tables')
    .set(changes)
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .execute();
}

export async function deleteTable(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('seating_tables')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listSeats(db: Db, weddingId: string): Promise<Array<{ guest_id: string; table_id: string }>> {
  return db.selectFrom('seating_seats').select(['guest_id', 'table_id']).where('wedding_id', '=', weddingId).execute();
}

/** Seats a guest at a table, or moves them there. */
export async function upsertSeat(db: Db, weddingId: string, guestId: string, tableId: string, now: string) {
  await db
    .insertInto('seating_seats')
    .values({ guest_id: guestId, wedding_id: weddingId, table_id: tableId, seated_at: now })
    .onConflict((conflict) => conflict.column('guest_id').doUpdateSet({ table_id: tableId, seated_at: now }))
    .execute();
}

export async function deleteSeat(db: Db, weddingId: string, guestId: string): Promise<void> {
  await db.deleteFrom('seating_seats').where('wedding_id', '=', weddingId).where('guest_id', '=', guestId).execute();
}

/** Seats many guests at once (the automatic seating); none of them is seated yet. */
export async function insertSeats(
  db: Db,
  weddingId: string,
  seats: ReadonlyArray<{ guestId: string; tableId: string }>,
  now: string,
): Promise<void> {
  for (let start = 0; start < seats.length; start += 300) {
    const chunk = seats.slice(start, start + 300);
    await db
      .insertInto('seating_seats')
      .values(
        chunk.map((seat) => ({
          guest_id: seat.guestId,
          wedding_id: weddingId,
          table_id: seat.tableId,
          seated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.column('guest_id').doNothing())
      .execute();
  }
}

export async function listRules(db: Db, weddingId: string): Promise<SeatingRulesTable[]> {
  return db
    .selectFrom('seating_rules')
    .selectAll()
    .where('wedding_id', '=', weddingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertRule(db: Db, row: Insertable<SeatingRulesTable>): Promise<void> {
  await db.insertInto('seating_rules').values(row).execute();
}

export async function deleteRule(db: Db, weddingId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('seating_rules')
    .where('wedding_id', '=', weddingId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The table names of some guests of one wedding (the seated ones only). */
export async function tableNamesOfGuests(
  db: Db,
  weddingId: string,
  guestIds: readonly string[],
): Promise<Array<{ guest_id: string; name: string }>> {
  if (guestIds.length === 0) return [];
  return db
    .selectFrom('seating_seats')
    .innerJoin('seating_tables', 'seating_tables.id', 'seating_seats.table_id')
    .select(['seating_seats.guest_id', 'seating_tables.name'])
    .where('seating_seats.wedding_id', '=', weddingId)
    .where('seating_tables.wedding_id', '=', weddingId)
    .where('seating_seats.guest_id', 'in', [...guestIds])
    .execute();
}
