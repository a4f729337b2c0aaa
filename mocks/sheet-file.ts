import { fileAnswer } from './http.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A spreadsheet download as the server's (the guest list, the seating plan): one sheet with its
 * header and lines, saved under `name` (exceljs, loaded only when a file is asked for).
 */
export async function sheetAnswer(
  sheetName: string,
  header: string[],
  lines: Array<{ cells: Array<string | number>; bold?: boolean }>,
  name: { file: string; ascii: string },
): Promise<Response> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  for (const line of lines) {
    const row = sheet.addRow(line.cells);
    if (line.bold) row.font = { bold: true };
  }
  return fileAnswer(new Uint8Array(await workbook.xlsx.writeBuffer()), XLSX_TYPE, name);
}
