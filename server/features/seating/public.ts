import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { seatingWorkbook } from './export-file.ts';
import { tableNamesOfGuests } from './repository.ts';
import { seatingByTable } from './service.ts';

/*
 * What other features may know of the seating plan. The invitation page shows a household its own
 * tables after the answers' deadline: it asks for those guests only, never the whole plan.
 */

/** Each seated guest of `guestIds` with the name of their table, in the order asked; the unseated are left out. */
export async function tablesOfGuests(
  db: Kysely<Database>,
  weddingId: string,
  guestIds: readonly string[],
): Promise<Array<{ guestId: string; table: string }>> {
  const rows = await tableNamesOfGuests(db, weddingId, guestIds);
  const names = new Map(rows.map((row) => [row.guest_id, row.name]));
  return guestIds.flatMap((guestId) => {
    const table = names.get(guestId);
    return table === undefined ? [] : [{ guestId, table }];
  });
}

/** The seating by table as the venue's .xlsx (the section's download, and the wedding's archive). */
export async function seatingWorkbookOf(db: Kysely<Database>, now: () => Date, weddingId: string): Promise<Buffer> {
  return seatingWorkbook(await seatingByTable({ db, now }, weddingId));
}
