import { parse as parseCsv } from 'csv-parse/sync';
import guestTexts from '../locales/ru/guests.json';
import { GuestFileError, type SheetLine } from '../src/contract/guest-file.ts';

/*
 * The mock import's reading of an uploaded file into lines, as the server's import-file.ts does:
 * an .xlsx (exceljs, loaded only when one comes, so it stays out of every other chunk) or a CSV
 * with `;` in UTF-8 or Windows-1251.
 */

const notSpreadsheet = () => new GuestFileError(415, guestTexts.import.notSpreadsheet);

function isZip(bytes: Uint8Array) {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

async function xlsxLines(bytes: Uint8Array): Promise<SheetLine[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    throw notSpreadsheet();
  }
  // As the server: one sheet, the guest list (server/features/guests/xlsx-lines.ts).
  if (workbook.worksheets.length > 1) throw new GuestFileError(422, guestTexts.import.manySheets);
  const lines: SheetLine[] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = typeof cell.value === 'boolean' ? String(cell.value) : (cell.text ?? '');
    });
    lines.push({ line: number, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return lines;
}

function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder().decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

function csvLines(bytes: Uint8Array): SheetLine[] {
  if (bytes.includes(0)) throw notSpreadsheet();
  const text = decode(bytes);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].reduce((best, next) =>
    firstLine.split(next).length > firstLine.split(best).length ? next : best,
  );
  try {
    const records = parseCsv(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    throw notSpreadsheet();
  }
}

export async function uploadedLines(bytes: Uint8Array): Promise<SheetLine[]> {
  if (bytes.length === 0) throw new GuestFileError(422, guestTexts.import.empty);
  return isZip(bytes) ? xlsxLines(bytes) : csvLines(bytes);
}
