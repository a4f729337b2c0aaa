import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { SheetLine } from '../../../src/contract/guest-file.ts';

/*
 * Reads the one worksheet of an .xlsx into lines of cell texts without ever holding more than a
 * bounded amount of it: an upload of a few megabytes can declare (or hide) gigabytes once inflated.
 *
 * 1. The zip's central directory is read first (yauzl): a workbook whose entries declare more than
 *    MAX_INFLATED_BYTES in all, an entry inflating more than MAX_RATIO times its packed size, or more
 *    than one worksheet is refused before a byte is inflated.
 * 2. Entries are inflated by yauzl with `validateEntrySizes`, which counts the bytes as they come and
 *    fails the stream the moment an entry inflates past what it declared: declared sizes lie.
 * 3. The XML is parsed as a stream (saxes, which expands no DTD entities), and the sheet's reading
 *    stops as soon as it has more rows than the import takes.
 *
 * A cell's text is what Excel shows for the common cases: shared and inline strings (rich text
 * joined, phonetic hints left out), cached results of formulas, numbers and booleans as `true` /
 * `false`. The meaning of the cells is guest-file.ts's business.
 */

/** What all the entries of a workbook may inflate to; a 5,000-guest list is about 3 MB. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
/** How many times its packed size an entry may inflate to, once it is past RATIO_FREE_BYTES. */
export const MAX_RATIO = 100;
const RATIO_FREE_BYTES = 1024 * 1024;

/** Why a file is not read; the caller turns each into its Russian answer. */
export type SheetFailure = 'notSpreadsheet' | 'notXlsx' | 'tooBig' | 'manySheets' | 'empty' | 'tooManyRows';

export class SheetReadError extends Error {
  readonly failure: SheetFailure;
  constructor(failure: SheetFailure) {
    super(failure);
    this.failure = failure;
  }
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** The local part of a tag name: some writers prefix the spreadsheet namespace (`x:c`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

async function openZip(data: Buffer): Promise<ZipFile> {
  try {
    return await yauzl.fromBufferPromise(data, { validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw new SheetReadError('notSpreadsheet');
  }
}

async function directoryOf(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (declared > MAX_INFLATED_BYTES) throw new SheetReadError('tooBig');
      if (entry.uncompressedSize > RATIO_FREE_BYTES && ratio > MAX_RATIO) throw new SheetReadError('tooBig');
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    if (error instanceof SheetReadError) throw error;
    throw new SheetReadError('notSpreadsheet');
  }
  return entries;
}

/**
 * Feeds an entry's inflated text to a saxes parser, chunk by chunk. `stop` ends the reading early
 * (the parser's handlers decided they have enough); any other failure of the zip or the XML means
 * the file is not a readable spreadsheet.
 */
async function parseEntry(zip: ZipFile, entry: Entry, parser: SaxesParser, stop: { error?: SheetReadError }) {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new SheetReadError('notSpreadsheet');
  }
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      parser.write(chunk);
      if (stop.error) break;
    }
    if (!stop.error) parser.close();
  } catch (error) {
    // yauzl's count caught an entry inflating past the size it declared.
    if (!stop.error && /too many bytes/i.test((error as Error).message)) throw new SheetReadError('tooBig');
    if (!stop.error) throw new SheetReadError('notSpreadsheet');
  } finally {
    stream.destroy();
  }
  if (stop.error) throw stop.error;
}

/** The texts of xl/sharedStrings.xml, in order: the `s` cells of the sheet point into it. */
async function readSharedStrings(zip: ZipFile, entry: Entry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  const parser = new SaxesParser();
  let current: string[] | null = null;
  let inText = false;
  let phoneticDepth = 0;
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'si') current = [];
    else if (name === 'rPh') phoneticDepth += 1;
    else if (name === 't' && phoneticDepth === 0) inText = true;
  });
  parser.on('text', (text) => {
    if (inText && current) current.push(text);
  });
  parser.on('cdata', (text) => {
    if (inText && current) current.push(text);
  });
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 't') inText = false;
    else if (name === 'rPh') phoneticDepth -= 1;
    else if (name === 'si' && current) {
      strings.push(current.join(''));
      current = null;
    }
  });
  await parseEntry(zip, entry, parser, {});
  return strings;
}

/** A column number (1-based) from a reference such as `C12`, or null when it has none. */
function columnOf(reference: string | undefined): number | null {
  const letters = reference?.match(/^[A-Z]+/i)?.[0];
  if (!letters) return null;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

function cellText(type: string | undefined, value: string, inline: string, shared: string[]): string {
  switch (type) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : value;
    case 'str':
    case 'e':
    case 'd':
      return value;
    default: {
      if (value.trim() === '') return '';
      const number = Number(value);
      return Number.isFinite(number) ? String(number) : value;
    }
  }
}

/** The sheet's non-empty rows, refusing it once it has more than maxLines of them. */
async function readSheet(zip: ZipFile, entry: Entry, shared: string[], maxLines: number): Promise<SheetLine[]> {
  const lines: SheetLine[] = [];
  const stop: { error?: SheetReadError } = {};
  const parser = new SaxesParser();
  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  let cellType: string | undefined;
  let value: string[] = [];
  let inline: string[] = [];
  let reading: 'v' | 't' | null = null;
  let inCell = false;

  const attribute = (tag: SaxesTagPlain, name: string) => tag.attributes[name];
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'row') {
      rowNumber = Number(attribute(tag, 'r')) || rowNumber + 1;
      cells = [];
      column = 0;
    } else if (name === 'c') {
      column = columnOf(attribute(tag, 'r')) ?? column + 1;
      cellType = attribute(tag, 't');
      value = [];
      inline = [];
      inCell = true;
    } else if (inCell && name === 'v') reading = 'v';
    else if (inCell && name === 't') reading = 't';
  });
  const onText = (text: string) => {
    if (reading === 'v') value.push(text);
    else if (reading === 't') inline.push(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 'v' || name === 't') reading = null;
    else if (name === 'c') {
      inCell = false;
      cells[column - 1] = cellText(cellType, value.join(''), inline.join(''), shared);
    } else if (name === 'row') {
      const texts = Array.from(cells, (cell) => cell ?? '');
      if (texts.some((text) => text !== '')) lines.push({ line: rowNumber, cells: texts });
      if (lines.length > maxLines) stop.error = new SheetReadError('tooManyRows');
    }
  });
  await parseEntry(zip, entry, parser, stop);
  return lines;
}

/** The rows of the workbook's only worksheet as cell texts, at most maxLines of them. */
export async function readXlsxLines(data: Buffer, maxLines: number): Promise<SheetLine[]> {
  const zip = await openZip(data);
  try {
    const entries = await directoryOf(zip);
    // A zip that is not an Excel workbook: an .ods, a .docx, an archive of something else.
    if (!entries.has('xl/workbook.xml')) throw new SheetReadError('notXlsx');
    const sheets = [...entries.values()].filter((entry) => WORKSHEET.test(entry.fileName));
    if (sheets.length > 1) throw new SheetReadError('manySheets');
    if (sheets.length === 0) throw new SheetReadError('empty');
    const shared = await readSharedStrings(zip, entries.get(SHARED_STRINGS));
    return await readSheet(zip, sheets[0]!, shared, maxLines);
  } finally {
    zip.close();
  }
}
