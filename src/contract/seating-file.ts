import type { Guest } from './guests.ts';
import type { CatalogueText } from './rule-problem.ts';
import { seatsOf, type SeatingPlan } from './seating-rules.ts';

/*
 * What the seating's .xlsx for the venue says, shared by the server (server/features/seating/
 * export-file.ts, which adds widths and print setup) and the mock: a line per table (its name and
 * seats taken), its guests under it with their +1, children and side, the unseated at the end.
 */

export const SEATING_FILE_COLUMNS = ['table', 'guest', 'half', 'children', 'seats', 'from', 'comment'] as const;

/** A line of the sheet: its cells, bold for a table's line. */
export interface SheetLine {
  cells: Array<string | number>;
  bold?: boolean;
}

/** The plan by table: each table with its guests, then the unseated. */
export function seatingByTable(plan: Pick<SeatingPlan, 'tables' | 'seats'> & { guests: readonly Guest[] }) {
  const at = (tableId: string) => plan.guests.filter((guest) => plan.seats.get(guest.id) === tableId);
  return {
    tables: plan.tables.map((table) => ({ name: table.name, seats: table.seats, guests: at(table.id) })),
    unseated: plan.guests.filter((guest) => !plan.seats.has(guest.id)),
  };
}

function guestCells(tableName: string, guest: Guest, words: CatalogueText): Array<string | number> {
  return [
    tableName,
    guest.name,
    guest.withHalf ? guest.halfName || words('seating:file.half') : '',
    guest.children === 'none' ? '' : words(`guests:dictionaries.children.${guest.children}`),
    seatsOf(guest),
    words(`guests:dictionaries.from.${guest.from}`),
    guest.comment,
  ];
}

/** The sheet's lines under its header (the columns' titles: `seating:file.columns.<column>`). */
export function seatingSheetLines(byTable: ReturnType<typeof seatingByTable>, words: CatalogueText): SheetLine[] {
  const lines: SheetLine[] = [];
  for (const table of byTable.tables) {
    const used = table.guests.reduce((sum, guest) => sum + seatsOf(guest), 0);
    lines.push({
      cells: [words('seating:file.tableLine', { table: table.name, used, seats: table.seats })],
      bold: true,
    });
    lines.push(...table.guests.map((guest) => ({ cells: guestCells(table.name, guest, words) })), { cells: [] });
  }
  if (byTable.unseated.length === 0) return lines;
  return [
    ...lines,
    { cells: [words('seating:file.unseated')], bold: true },
    ...byTable.unseated.map((guest) => ({ cells: guestCells('', guest, words) })),
  ];
}
