import {
  GUEST_CATEGORY_CODES,
  GUEST_CHILDREN_CODES,
  GUEST_FROM_CODES,
  GUEST_IMPORT_MAX_ROWS,
  GUEST_NAME_MAX_LENGTH,
  type GuestCategoryCode,
  type ImportedGuest,
  type RejectedRow,
} from '../../../src/contract/guests.ts';
import { TEXT_MAX_LENGTH } from '../../../src/contract/validation.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { GUEST_COLUMNS, REQUIRED_COLUMNS, columnHeader, normalised, type GuestColumnKey } from './columns.ts';
import { categoryName, childrenName, fromName } from './dictionaries.ts';
import type { SheetLine } from './import-file.ts';

/*
 * What the lines of an imported file mean: the header row names the columns (the export's
 * headers), every later row is a guest or is rejected with its line number and a Russian reason.
 * Words are read the way the export writes them, so an exported file imports back unchanged.
 */

export interface ReadGuests {
  guests: ImportedGuest[];
  rejected: RejectedRow[];
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

function yesNoReader() {
  const yes = new Set([normalised(t('guests:yes')), '+', '1', 'true', 'x']);
  const no = new Set([normalised(t('guests:no')), '', '-', '0', 'false']);
  return (value: string, column: GuestColumnKey): boolean => {
    const word = normalised(value);
    if (yes.has(word)) return true;
    if (no.has(word)) return false;
    throw new RowProblem(t('guests:import.rowYesNo', { column: columnHeader(column), value: value.trim() }));
  };
}

/** Which cell holds which column, by the header's words; 422 naming the required ones missing. */
function columnPositions(header: string[]): Map<GuestColumnKey, number> {
  const byHeader = new Map(GUEST_COLUMNS.map(({ key }) => [normalised(columnHeader(key)), key]));
  const positions = new Map<GuestColumnKey, number>();
  header.forEach((text, index) => {
    const key = byHeader.get(normalised(text));
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const missing = REQUIRED_COLUMNS.filter((key) => !positions.has(key));
  if (missing.length > 0) {
    const columns = missing.map((key) => `«${columnHeader(key)}»`).join(', ');
    throw new HttpError(422, t('guests:import.missingColumns', { columns }));
  }
  return positions;
}

function limitedText(value: string, max: number, column: GuestColumnKey): string {
  const text = value.replace(CONTROL, ' ').trim();
  if (text.length > max) throw new RowProblem(t('guests:import.rowTextTooLong', { column: columnHeader(column) }));
  return text;
}

/**
 * The guests of the file's lines (the first non-empty one is the header), and every row rejected.
 * Bad files as a whole (no header, no guests, too many rows) are a 422 before any row is read.
 */
export function readGuestLines(lines: SheetLine[]): ReadGuests {
  const nonEmpty = lines.filter((line) => line.cells.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = nonEmpty;
  if (!header) throw new HttpError(422, t('guests:import.empty'));
  const positions = columnPositions(header.cells);
  const cellOf = (cells: string[], key: GuestColumnKey) => {
    const index = positions.get(key);
    return index === undefined ? '' : (cells[index] ?? '');
  };

  const fromCodes = lookup(GUEST_FROM_CODES, fromName);
  const childrenCodes = lookup(GUEST_CHILDREN_CODES, childrenName);
  const categoryCodes = lookup(GUEST_CATEGORY_CODES, categoryName);
  const yesNo = yesNoReader();
  const totalsLabel = normalised(t('guests:file.totalsLabel'));

  // The export's totals line: a name-column text starting with the totals label, no side given.
  const guestRows = rows.filter((row) => {
    const isTotals = normalised(cellOf(row.cells, 'name')).startsWith(totalsLabel) && !cellOf(row.cells, 'from').trim();
    return !isTotals;
  });
  if (guestRows.length === 0) throw new HttpError(422, t('guests:import.empty'));
  if (guestRows.length > GUEST_IMPORT_MAX_ROWS) {
    throw new HttpError(422, t('guests:import.tooManyRows', { max: GUEST_IMPORT_MAX_ROWS.toLocaleString('ru-RU') }));
  }

  const guests: ImportedGuest[] = [];
  const rejected: RejectedRow[] = [];
  for (const row of guestRows) {
    const cell = (key: GuestColumnKey) => cellOf(row.cells, key);
    try {
      const name = limitedText(cell('name'), GUEST_NAME_MAX_LENGTH, 'name');
      if (!name) throw new RowProblem(t('guests:import.rowNameMissing'));
      const fromWord = cell('from').trim();
      if (!fromWord) {
        throw new RowProblem(t('guests:import.rowFromMissing', { allowed: allowedWords(GUEST_FROM_CODES, fromName) }));
      }
      const from = fromCodes.get(normalised(fromWord));
      if (!from) {
        throw new RowProblem(
          t('guests:import.rowFromUnknown', { value: fromWord, allowed: allowedWords(GUEST_FROM_CODES, fromName) }),
        );
      }
      const childrenWord = cell('children').trim();
      const children = childrenWord ? childrenCodes.get(normalised(childrenWord)) : 'none';
      if (!children) {
        throw new RowProblem(
          t('guests:import.rowChildrenUnknown', {
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
            t('guests:import.rowCategoryUnknown', {
              value: word.trim(),
              allowed: allowedWords(GUEST_CATEGORY_CODES, categoryName),
            }),
          );
        }
        if (!category.includes(code)) category.push(code);
      }
      const withHalf = yesNo(cell('withHalf'), 'withHalf');
      const halfName = limitedText(cell('halfName'), GUEST_NAME_MAX_LENGTH, 'halfName');
      guests.push({
        name,
        // A +1's name alone says there is a +1.
        withHalf: withHalf || halfName !== '',
        halfName: halfName || null,
        from,
        children,
        comment: limitedText(cell('comment'), TEXT_MAX_LENGTH, 'comment'),
        category,
        checked: yesNo(cell('checked'), 'checked'),
      });
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      rejected.push({ line: row.line, reason: error.message });
    }
  }
  return { guests, rejected };
}
