import { parse as parseCsv } from 'csv-parse/sync';
import type { SheetLine } from '../../../src/contract/guest-file.ts';
import { SheetReadError, readXlsxLines } from './xlsx-lines.ts';

/*
 * Turns an uploaded file into lines of cell texts: an .xlsx (its only sheet) or a .csv as Russian
 * Excel saves it, with `;` between cells, in UTF-8 (with or without BOM) or Windows-1251. Runs in
 * the import worker (sheet-worker.ts), so it holds no i18n: failures are SheetReadError codes.
 */

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export async function readSheetLines(data: Buffer, maxLines: number): Promise<SheetLine[]> {
  if (data.length === 0) throw new SheetReadError('empty');
  return data.subarray(0, 4).equals(ZIP_SIGNATURE) ? readXlsxLines(data, maxLines) : readCsv(data, maxLines);
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

function readCsv(data: Buffer, maxLines: number): SheetLine[] {
  // A text file has no NUL bytes; a PDF, a picture or an old .xls does.
  if (data.includes(0)) throw new SheetReadError('notSpreadsheet');
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
      to: maxLines + 1, // one past the limit is enough to refuse the file
    }) as unknown as typeof records;
  } catch {
    throw new SheetReadError('notSpreadsheet');
  }
  if (records.length > maxLines) throw new SheetReadError('tooManyRows');
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}
