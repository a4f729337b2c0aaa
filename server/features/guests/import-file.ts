import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { SheetLine } from '../../../src/contract/guest-file.ts';
import { GUEST_IMPORT_MAX_ROWS } from '../../../src/contract/guests.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';

/*
 * Turns an uploaded file into lines of cell texts: an .xlsx (its first sheet) or a .csv as Russian
 * Excel saves it, with `;` between cells, in UTF-8 (with or without BOM) or Windows-1251. What the
 * cells mean is import-rows.ts's business.
 */

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const notSpreadsheet = () => new HttpError(415, t('guests:import.notSpreadsheet'));
const tooManyRows = () =>
  new HttpError(422, t('guests:import.tooManyRows', { max: GUEST_IMPORT_MAX_ROWS.toLocaleString('ru-RU') }));

/** Header plus the allowed rows, and some room for blank lines and the totals line. */
const MAX_LINES = GUEST_IMPORT_MAX_ROWS + 100;

export async function readSheetLines(data: Buffer): Promise<SheetLine[]> {
  if (data.length === 0) throw new HttpError(422, t('guests:import.empty'));
  return data.subarray(0, 4).equals(ZIP_SIGNATURE) ? readXlsx(data) : readCsv(data);
}

/** A cell's text as the spreadsheet shows it (numbers, dates, formulas' results, rich text). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  try {
    return cell.text ?? '';
  } catch {
    return String(value);
  }
}

async function readXlsx(data: Buffer): Promise<SheetLine[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw notSpreadsheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new HttpError(422, t('guests:import.empty'));
  if (sheet.actualRowCount > MAX_LINES) throw tooManyRows();
  const lines: SheetLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    lines.push({ line: number, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return lines;
}

/** UTF-8 when it has the BOM or decodes cleanly; otherwise Windows-1251, Russian Excel's own. */
function decodeText(data: Buffer): string {
  if (data.subarray(0, 3).equals(UTF8_BOM)) return new TextDecoder('utf-8').decode(data.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1251').decode(data);
  }
}

/** The separator of the header line: `;` as Russian Excel writes, else a tab or a comma. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', '\t', ','].map((separator) => ({ separator, count: firstLine.split(separator).length }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).separator;
}

function readCsv(data: Buffer): SheetLine[] {
  // A text file has no NUL bytes; a PDF, a picture or an old .xls does.
  if (data.includes(0)) throw notSpreadsheet();
  const text = decodeText(data);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // The typings do not follow `info: true`; with it each record comes as { record, info }.
    records = parseCsv(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch {
    throw notSpreadsheet();
  }
  if (records.length > MAX_LINES) throw tooManyRows();
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}
