import {
  CONTRACTOR_CATEGORY_CODES,
  CONTRACTOR_FILE_MAX_BYTES,
  CONTRACTOR_FILE_TYPES,
  CONTRACTOR_STATUSES,
  type Contractor,
  type ContractorStatus,
} from '../../contract/contractors.ts';

/*
 * What the contractors page computes, kept pure: the board's columns, the list's order by kind,
 * the files the upload takes.
 */

/** The board: one column per status, in the statuses' order, each keeping the order contractors were added. */
export function boardColumns(
  contractors: readonly Contractor[],
): Array<{ status: ContractorStatus; cards: Contractor[] }> {
  return CONTRACTOR_STATUSES.map((status) => ({
    status,
    cards: contractors.filter((contractor) => contractor.status === status),
  }));
}

/** The list by kind: the dictionary's order of kinds, then names alphabetically. */
export function byKind(contractors: readonly Contractor[]): Contractor[] {
  const order = new Map<string, number>(CONTRACTOR_CATEGORY_CODES.map((code, index) => [code, index]));
  return [...contractors].sort(
    (a, b) => (order.get(a.category) ?? 99) - (order.get(b.category) ?? 99) || a.name.localeCompare(b.name, 'ru'),
  );
}

/** The status before and after this one on the board (a card's arrow buttons), if any. */
export function neighbourStatuses(status: ContractorStatus): { previous?: ContractorStatus; next?: ContractorStatus } {
  const index = CONTRACTOR_STATUSES.indexOf(status);
  return { previous: CONTRACTOR_STATUSES[index - 1], next: CONTRACTOR_STATUSES[index + 1] };
}

/** Why a chosen file cannot be a contract or an estimate, before it is sent: too large or another type. */
export function fileProblem(file: { size: number; type: string }): 'tooLarge' | 'type' | null {
  if (file.size > CONTRACTOR_FILE_MAX_BYTES) return 'tooLarge';
  if (file.type && !(CONTRACTOR_FILE_TYPES as readonly string[]).includes(file.type)) return 'type';
  return null;
}

/** A file's size as people read it: 240 kB, 3.4 MB (units and the decimal comma from the catalogue and ru-RU). */
export function sizeParts(bytes: number): { value: string; unit: 'kb' | 'mb' } {
  if (bytes < 1024 * 1024) return { value: String(Math.max(1, Math.round(bytes / 1024))), unit: 'kb' };
  return { value: (bytes / 1024 / 1024).toLocaleString('ru-RU', { maximumFractionDigits: 1 }), unit: 'mb' };
}

/** The upload's `accept`: what the server takes. */
export const FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
