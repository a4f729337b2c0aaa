import {
  GUEST_CATEGORY_CODES,
  GUEST_CHILDREN_CODES,
  GUEST_EMAIL_MAX_LENGTH,
  GUEST_FROM_CODES,
  GUEST_IMPORT_MAX_ROWS,
  GUEST_NAME_MAX_LENGTH,
  GUEST_PHONE_MAX_LENGTH,
  type GuestCategoryCode,
  type ImportedGuest,
  normalised,
  type RejectedRow,
} from './guests.ts';
import { contactValue, isGuestEmail, isGuestPhone } from './guest-contact-rules.ts';
import { TEXT_MAX_LENGTH } from './validation.ts';

/*
 * The guest list file's layout and what its rows mean, shared by the server's import and the
 * mocks': the header row names the columns (the export's headers), every later row is a guest or
 * is rejected with its line number and a Russian reason. Words are read the way the export writes
 * them, so an exported file imports back unchanged. Texts come through `translate` (keys of
 * locales/ru/guests.json), since the contract has no i18n of its own.
 */

/** A text of locales/ru/guests.json by its key, with values put in. */
export type GuestTexts = (key: string, values?: Record<string, string | number>) => string;

/** The columns of the file, in the order the export writes them; the import finds them by header. */
export const GUEST_COLUMNS = [
  { key: 'name', width: 32 },
  { key: 'withHalf', width: 8 },
  { key: 'halfName', width: 26 },
  { key: 'from', width: 24 },
  { key: 'children', width: 16 },
  { key: 'category', width: 30 },
  { key: 'comment', width: 40 },
  { key: 'checked', width: 14 },
  { key: 'email', width: 30 },
  { key: 'phone', width: 20 },
] as const;

export type GuestColumnKey = (typeof GUEST_COLUMNS)[number]['key'];

/** The columns a file cannot do without. */
export const REQUIRED_COLUMNS: readonly GuestColumnKey[] = ['name', 'from'];

/** A line of the uploaded file: its number as the person sees it, and its cells' texts. */
export interface SheetLine {
  line: number;
  cells: string[];
}

/** A problem with the file as a whole: the import answers it with this status and text. */
export class GuestFileError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface ReadGuests {
  guests: ImportedGuest[];
  rejected: RejectedRow[];
  /** Headers of columns the import does not know (a `+1` a spreadsheet turned into `1`, an address). */
  ignoredColumns: string[];
  /** The columns the file has: a re-import's update leaves a guest's fields of absent ones alone. */
  columns: GuestColumnKey[];
}

/** A guest's row in the file: every code and flag written as words, the way the import reads them back. */
export function guestCells(tr: GuestTexts, guest: ImportedGuest): string[] {
  const yesNo = (value: boolean) => tr(value ? 'yes' : 'no');
  return GUEST_COLUMNS.map(({ key }) => {
    switch (key) {
      case 'name':
        return guest.name;
      case 'withHalf':
        return yesNo(guest.withHalf);
      case 'halfName':
        return guest.withHalf ? (guest.halfName ?? '') : '';
      case 'from':
        return tr(`dictionaries.from.${guest.from}`);
      case 'children':
        return tr(`dictionaries.children.${guest.children}`);
      case 'category':
        return guest.category.map((code) => tr(`dictionaries.category.${code}`)).join(', ');
      case 'comment':
        return guest.comment;
      case 'checked':
        return yesNo(guest.checked);
      case 'email':
        return guest.email ?? '';
      case 'phone':
        return guest.phone ?? '';
    }
  });
}

/** Control characters (line breaks in a cell too) become spaces: the API's texts have none. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;

class RowProblem extends Error {}

/** A dictionary's words (names and codes) to its codes. */
function lookup<C extends string>(codes: readonly C[], name: (code: C) => string): Map<string, C> {
  const map = new Map<string, C>();
  for (const code of codes) {
    map.set(normalised(name(code)), code);
    map.set(normalised(code), code);
  }
  return map;
}

function allowedWords<C extends string>(codes: readonly C[], name: (code: C) => string) {
  return codes.map((code) => `«${name(code)}»`).join(', ');
}

function yesNoReader(tr: GuestTexts, columnHeader: (key: GuestColumnKey) => string) {
  const yes = new Set([normalised(tr('yes')), '+', '1', 'true', 'x']);
  const no = new Set([normalised(tr('no')), '', '-', '0', 'false']);
  return (value: string, column: GuestColumnKey): boolean => {
    const word = normalised(value);
    if (yes.has(word)) return true;
    if (no.has(word)) return false;
    throw new RowProblem(tr('import.rowYesNo', { column: columnHeader(column), value: value.trim() }));
  };
}

/** Whether a header is one of the answer columns: the import passes over them without a word. */
function isAnswerColumn(tr: GuestTexts, header: string): boolean {
  const text = header.trim().toLocaleLowerCase('ru');
  const prefixes = [tr('file.answerColumn', { event: '' }), tr('file.halfAnswerColumn', { event: '' })];
  const exact = [tr('file.dietColumn'), tr('file.halfDietColumn')];
  return (
    prefixes.some((prefix) => text.startsWith(prefix.trim().toLocaleLowerCase('ru'))) ||
    exact.some((name) => text === name.toLocaleLowerCase('ru'))
  );
}

/** Which cell holds which column, by the header's words; 422 naming the required ones missing. */
function columnPositions(
  tr: GuestTexts,
  header: string[],
): { positions: Map<GuestColumnKey, number>; ignored: string[] } {
  const columnHeader = (key: GuestColumnKey) => tr(`columns.${key}`);
  const byHeader = new Map(GUEST_COLUMNS.map(({ key }) => [normalised(columnHeader(key)), key]));
  const positions = new Map<GuestColumnKey, number>();
  const ignored: string[] = [];
  header.forEach((text, index) => {
    const key = byHeader.get(normalised(text));
    if (key && !positions.has(key)) positions.set(key, index);
    // The export's answer columns come back in a re-imported file; they belong to the invitations.
    else if (text.trim() && !isAnswerColumn(tr, text)) ignored.push(text.trim());
  });
  const missing = REQUIRED_COLUMNS.filter((key) => !positions.has(key));
  if (missing.length > 0) {
    const columns = missing.map((key) => `«${columnHeader(key)}»`).join(', ');
    throw new GuestFileError(422, tr('import.missingColumns', { columns }));
  }
  return { positions, ignored };
}

function limitedText(tr: GuestTexts, value: string, max: number, column: GuestColumnKey): string {
  const columnHeader = (key: GuestColumnKey) => tr(`columns.${key}`);
  const text = value.replace(CONTROL, ' ').trim();
  if (text.length > max) throw new RowProblem(tr('import.rowTextTooLong', { column: columnHeader(column) }));
  return text;
}

/**
 * The guests of the file's lines (the first non-empty one is the header), and every row rejected.
 * Bad files as a whole (no header, no guests, too many rows) are a 422 before any row is read.
 */
export function readGuestLines(tr: GuestTexts, lines: SheetLine[]): ReadGuests {
  const columnHeader = (key: GuestColumnKey) => tr(`columns.${key}`);
  const fromName = (code: string) => tr(`dictionaries.from.${code}`);
  const childrenName = (code: string) => tr(`dictionaries.children.${code}`);
  const categoryName = (code: string) => tr(`dictionaries.category.${code}`);
  const nonEmpty = lines.filter((line) => line.cells.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = nonEmpty;
  if (!header) throw new GuestFileError(422, tr('import.empty'));
  const { positions, ignored } = columnPositions(tr, header.cells);
  const cellOf = (cells: string[], key: GuestColumnKey) => {
    const index = positions.get(key);
    return index === undefined ? '' : (cells[index] ?? '');
  };

  const fromCodes = lookup(GUEST_FROM_CODES, fromName);
  // A couple's own sheet often names the side by the bride or the groom alone (import.fromWords).
  for (const code of GUEST_FROM_CODES) {
    for (const word of tr(`import.fromWords.${code}`).split(';')) fromCodes.set(normalised(word), code);
  }
  const childrenCodes = lookup(GUEST_CHILDREN_CODES, childrenName);
  const categoryCodes = lookup(GUEST_CATEGORY_CODES, categoryName);
  const yesNo = yesNoReader(tr, columnHeader);
  const totalsLabel = normalised(tr('file.totalsLabel'));

  // The export's totals line: a name-column text starting with the totals label, no side given.
  const guestRows = rows.filter((row) => {
    const isTotals = normalised(cellOf(row.cells, 'name')).startsWith(totalsLabel) && !cellOf(row.cells, 'from').trim();
    return !isTotals;
  });
  if (guestRows.length === 0) throw new GuestFileError(422, tr('import.empty'));
  if (guestRows.length > GUEST_IMPORT_MAX_ROWS) {
    throw new GuestFileError(422, tr('import.tooManyRows', { max: GUEST_IMPORT_MAX_ROWS.toLocaleString('ru-RU') }));
  }

  const guests: ImportedGuest[] = [];
  const rejected: RejectedRow[] = [];
  for (const row of guestRows) {
    const cell = (key: GuestColumnKey) => cellOf(row.cells, key);
    try {
      const name = limitedText(tr, cell('name'), GUEST_NAME_MAX_LENGTH, 'name');
      if (!name) throw new RowProblem(tr('import.rowNameMissing'));
      const fromWord = cell('from').trim();
      if (!fromWord) {
        throw new RowProblem(tr('import.rowFromMissing', { allowed: allowedWords(GUEST_FROM_CODES, fromName) }));
      }
      const from = fromCodes.get(normalised(fromWord));
      if (!from) {
        throw new RowProblem(
          tr('import.rowFromUnknown', { value: fromWord, allowed: allowedWords(GUEST_FROM_CODES, fromName) }),
        );
      }
      const childrenWord = cell('children').trim();
      const children = childrenWord ? childrenCodes.get(normalised(childrenWord)) : 'none';
      if (!children) {
        throw new RowProblem(
          tr('import.rowChildrenUnknown', {
            value: childrenWord,
            allowed: allowedWords(GUEST_CHILDREN_CODES, childrenName),
          }),
        );
      }
      const category: GuestCategoryCode[] = [];
      for (const word of cell('category').split(/[,;]/)) {
        if (!word.trim()) continue;
        const code = categoryCodes.get(normalised(word));
        if (!code) {
          throw new RowProblem(
            tr('import.rowCategoryUnknown', {
              value: word.trim(),
              allowed: allowedWords(GUEST_CATEGORY_CODES, categoryName),
            }),
          );
        }
        if (!category.includes(code)) category.push(code);
      }
      const withHalf = yesNo(cell('withHalf'), 'withHalf');
      const halfName = limitedText(tr, cell('halfName'), GUEST_NAME_MAX_LENGTH, 'halfName');
      const email = contactValue(limitedText(tr, cell('email'), GUEST_EMAIL_MAX_LENGTH, 'email'));
      if (email !== null && !isGuestEmail(email)) throw new RowProblem(tr('import.rowEmail', { value: email }));
      const phone = contactValue(limitedText(tr, cell('phone'), GUEST_PHONE_MAX_LENGTH, 'phone'));
      if (phone !== null && !isGuestPhone(phone)) throw new RowProblem(tr('import.rowPhone', { value: phone }));
      guests.push({
        name,
        // A +1's name alone says there is a +1.
        withHalf: withHalf || halfName !== '',
        halfName: halfName || null,
        from,
        children,
        comment: limitedText(tr, cell('comment'), TEXT_MAX_LENGTH, 'comment'),
        category,
        checked: yesNo(cell('checked'), 'checked'),
        email,
        phone,
      });
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      rejected.push({ line: row.line, reason: error.message });
    }
  }
  return { guests, rejected, ignoredColumns: ignored, columns: [...positions.keys()] };
}

/** A commit with rejected lines is refused (422) naming the first of them; null when none is. */
export function rejectedImportText(
  tr: GuestTexts,
  rejected: readonly { line: number; reason: string }[],
): string | null {
  const first = rejected[0];
  return first
    ? `${tr('import.hasRejected')} (${tr('importDialog.line', { line: first.line })}: ${first.reason})`
    : null;
}
