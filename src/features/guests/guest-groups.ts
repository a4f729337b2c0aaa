import { GUEST_FROM_CODES, type Guest, type GuestFromCode, type GuestTotals } from '../../contract/guests.ts';
import { guestTotals } from '../../contract/people-rules.ts';

/*
 * What the page shows of the list: the guests of a tab (a category, or all), found by name, and
 * laid out as one table whose rows are a heading per side followed by that side's guests.
 */

/** The tab of every guest, beside one tab per category. */
export const ALL_TAB = 'all';

export type GuestTableRow =
  | { kind: 'side'; key: string; side: GuestFromCode; totals: GuestTotals }
  | { kind: 'guest'; key: string; guest: Guest };

export function guestsOfTab(guests: readonly Guest[], tab: string): Guest[] {
  return tab === ALL_TAB ? [...guests] : guests.filter((guest) => (guest.category as string[]).includes(tab));
}

/** Guests whose name (or their +1's) holds the search, without regard to case or the diaeresis of yo. */
export function guestsFound(guests: readonly Guest[], search: string): Guest[] {
  const wanted = fold(search);
  if (!wanted) return [...guests];
  return guests.filter((guest) => fold(guest.name).includes(wanted) || fold(guest.halfName ?? '').includes(wanted));
}

function fold(text: string): string {
  return text.trim().toLocaleLowerCase('ru-RU').replaceAll('\u0451', '\u0435');
}

/** One heading per side that has guests, in the dictionary's order, each followed by its guests. */
export function groupBySide(guests: readonly Guest[]): GuestTableRow[] {
  const rows: GuestTableRow[] = [];
  for (const side of GUEST_FROM_CODES) {
    const ofSide = guests.filter((guest) => guest.from === side);
    if (ofSide.length === 0) continue;
    rows.push({ kind: 'side', key: `side-${side}`, side, totals: guestTotals(ofSide) });
    for (const guest of ofSide) rows.push({ kind: 'guest', key: guest.id, guest });
  }
  return rows;
}
