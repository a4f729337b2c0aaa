import ExcelJS from 'exceljs';
import type { Guest } from '../../../src/contract/guests.ts';
import { seatsOf } from '../../../src/contract/seating-rules.ts';
import { t } from '../../lib/i18n.ts';
import { a4Landscape } from '../../lib/print-setup.ts';

/*
 * The seating by table as an .xlsx for the venue: a line per table (its name and seats taken), its
 * guests under it with their +1, children and side, and the guests not yet seated at the end.
 */

const COLUMNS = [
  { key: 'table', width: 22 },
  { key: 'guest', width: 34 },
  { key: 'half', width: 26 },
  { key: 'children', width: 16 },
  { key: 'seats', width: 10 },
  { key: 'from', width: 22 },
  { key: 'comment', width: 36 },
] as const;

function guestCells(tableName: string, guest: Guest): Array<string | number> {
  return [
    tableName,
    guest.name,
    guest.withHalf ? guest.halfName || t('seating:file.half') : '',
    guest.children === 'none' ? '' : t(`guests:dictionaries.children.${guest.children}`),
    seatsOf(guest),
    t(`guests:dictionaries.from.${guest.from}`),
    guest.comment,
  ];
}

export async function seatingWorkbook(plan: {
  tables: Array<{ name: string; seats: number; guests: Guest[] }>;
  unseated: Guest[];
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('seating:file.sheet'), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
    pageSetup: a4Landscape(1),
  });
  sheet.columns = COLUMNS.map(({ key, width }) => ({ key, width, header: t(`seating:file.columns.${key}`) }));
  sheet.getRow(1).font = { bold: true };
  for (const table of plan.tables) {
    const used = table.guests.reduce((sum, guest) => sum + seatsOf(guest), 0);
    const title = sheet.addRow([t('seating:file.tableLine', { table: table.name, used, seats: table.seats })]);
    title.font = { bold: true };
    for (const guest of table.guests) sheet.addRow(guestCells(table.name, guest));
    sheet.addRow([]);
  }
  if (plan.unseated.length > 0) {
    const title = sheet.addRow([t('seating:file.unseated')]);
    title.font = { bold: true };
    for (const guest of plan.unseated) sheet.addRow(guestCells('', guest));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
