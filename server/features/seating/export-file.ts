import { loadExcelJS } from '../../lib/exceljs.ts';
import { SEATING_FILE_COLUMNS, seatingSheetLines, type seatingByTable } from '../../../src/contract/seating-file.ts';
import { t } from '../../lib/i18n.ts';
import { a4Landscape } from '../../lib/print-setup.ts';

/*
 * The seating by table as an .xlsx for the venue (its lines: src/contract/seating-file.ts), with
 * the columns' widths, a frozen header and a landscape page.
 */

const WIDTHS: Record<(typeof SEATING_FILE_COLUMNS)[number], number> = {
  table: 22,
  guest: 34,
  half: 26,
  children: 16,
  seats: 10,
  from: 22,
  comment: 36,
};

export async function seatingWorkbook(plan: ReturnType<typeof seatingByTable>): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('seating:file.sheet'), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
    pageSetup: a4Landscape(1),
  });
  sheet.columns = SEATING_FILE_COLUMNS.map((key) => ({
    key,
    width: WIDTHS[key],
    header: t(`seating:file.columns.${key}`),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const line of seatingSheetLines(plan, t)) {
    const row = sheet.addRow(line.cells);
    if (line.bold) row.font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
