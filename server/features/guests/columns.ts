import { t } from '../../lib/i18n.ts';

/*
 * The columns of the guest list file, in the order the export writes them and the import reads
 * them (by header, so a file with its columns moved or some left out still imports).
 */
export const GUEST_COLUMNS = [
  { key: 'name', width: 32 },
  { key: 'withHalf', width: 8 },
  { key: 'halfName', width: 26 },
  { key: 'from', width: 24 },
  { key: 'children', width: 16 },
  { key: 'category', width: 30 },
  { key: 'comment', width: 40 },
  { key: 'checked', width: 14 },
] as const;

export type GuestColumnKey = (typeof GUEST_COLUMNS)[number]['key'];

/** The columns a file cannot do without. */
export const REQUIRED_COLUMNS: readonly GuestColumnKey[] = ['name', 'from'];

export const columnHeader = (key: GuestColumnKey) => t(`guests:columns.${key}`);

/** Text compared without regard to case, surrounding spaces or the diaeresis of the letter yo. */
export function normalised(text: string): string {
  return text.trim().toLocaleLowerCase('ru-RU').replaceAll('\u0451', '\u0435').replace(/\s+/g, ' ');
}
