import type { Guest, GuestCategoryCode, GuestFromCode } from '../../contract/guests.ts';
import { CHILDREN_PEOPLE } from '../../contract/people-rules.ts';
import type { Seating, SeatingTable } from '../../contract/seating.ts';
import { seatsOf } from '../../contract/seating-rules.ts';

/** What the seating page computes: pure, so the page only draws it. */

/** Colours of the sides (`from`), shared by the floor, the lists and the print. */
export const SIDE_COLOURS: Record<GuestFromCode, string> = { bride: '#d9487a', groom: '#3f6fc4', common: '#7a8a3a' };

/** Colours of the categories: a chip's dot shows its guest's first category. */
export const CATEGORY_COLOURS: Record<GuestCategoryCode, string> = {
  family: '#b5651d',
  relatives: '#d4a017',
  friends: '#2e9d6e',
  colleagues: '#6a5acd',
  neighbours: '#20a4c4',
  witnesses: '#e0457b',
  other: '#9e9e9e',
};

export function categoryColour(guest: Pick<Guest, 'category'>): string | undefined {
  const first = guest.category[0];
  return first === undefined ? undefined : CATEGORY_COLOURS[first];
}

export interface SeatingCounts {
  seatedPeople: number;
  unseatedPeople: number;
  seatedGuests: number;
  unseatedGuests: number;
  seats: number;
}

export function seatingCounts(seating: Seating, guests: ReadonlyMap<string, Guest>): SeatingCounts {
  const people = (ids: readonly string[]) =>
    ids.reduce((sum, id) => {
      const guest = guests.get(id);
      return sum + (guest ? seatsOf(guest) : 0);
    }, 0);
  const seated = seating.tables.flatMap((table) => table.guestIds);
  return {
    seatedPeople: people(seated),
    unseatedPeople: people(seating.unseated),
    seatedGuests: seated.length,
    unseatedGuests: seating.unseated.length,
    seats: seating.tables.reduce((sum, table) => sum + table.seats, 0),
  };
}

/**
 * The unseated guests the list shows: by default those expected at the banquet (all while the plan
 * says nobody in particular), every unseated guest with `all`; `hidden` counts those left out.
 */
export function shownUnseated(
  seating: Pick<Seating, 'unseated' | 'expected'>,
  all: boolean,
): { ids: string[]; hidden: number } {
  if (all || seating.expected === null) return { ids: [...seating.unseated], hidden: 0 };
  const expected = new Set(seating.expected);
  const ids = seating.unseated.filter((id) => expected.has(id));
  return { ids, hidden: seating.unseated.length - ids.length };
}

/** Seats taken at a table. */
export function tableUsed(guestIds: readonly string[], guests: ReadonlyMap<string, Guest>): number {
  return guestIds.reduce((sum, id) => {
    const guest = guests.get(id);
    return sum + (guest ? seatsOf(guest) : 0);
  }, 0);
}

/** Guests whose name (or +1's name) holds the search, ignoring case and the letter yo. */
export function guestsMatching(guests: readonly Guest[], search: string): Guest[] {
  const wanted = normal(search);
  if (!wanted) return [...guests];
  return guests.filter((guest) => normal(`${guest.name} ${guest.halfName ?? ''}`).includes(wanted));
}

function normal(text: string): string {
  return text.trim().toLocaleLowerCase('ru-RU').replaceAll('\u0451', '\u0435');
}

/** Where seat dots go around a round table or along a long one, as fractions of its box. */
export function seatDots(shape: 'round' | 'rect', seats: number): Array<{ left: number; top: number }> {
  if (shape === 'round') {
    return Array.from({ length: seats }, (_, index) => {
      const angle = (2 * Math.PI * index) / seats - Math.PI / 2;
      return { left: 0.5 + 0.5 * Math.cos(angle), top: 0.5 + 0.5 * Math.sin(angle) };
    });
  }
  const top = Math.ceil(seats / 2);
  const bottom = seats - top;
  return [
    ...Array.from({ length: top }, (_, index) => ({ left: (index + 0.5) / top, top: 0 })),
    ...Array.from({ length: bottom }, (_, index) => ({ left: (index + 0.5) / bottom, top: 1 })),
  ];
}

/** What the printed plan is: the floor and the list on A4 or A3, or the place cards (on A4). */
export const PRINT_CHOICES = ['planA4', 'planA3', 'cards'] as const;
export type PrintChoice = (typeof PRINT_CHOICES)[number];

/** The printer's page for a choice (@page size): the floor is wide, the cards' sheet is upright. */
export function pageSizeOf(choice: PrintChoice): string {
  if (choice === 'cards') return 'A4 portrait';
  return choice === 'planA3' ? 'A3 landscape' : 'A4 landscape';
}

/** One folded place card: who sits there and at which table. */
export interface PlaceCard {
  key: string;
  /** The guest's name, or null for their +1 with no name given or a child (the page names them then). */
  name: string | null;
  kind: 'guest' | 'half' | 'child';
  /** The guest whose +1 or child this is. */
  of: string;
  table: string;
}

/** A card per seated person, table by table: each guest, their +1 and each of their children. */
export function placeCards(tables: readonly SeatingTable[], guests: ReadonlyMap<string, Guest>): PlaceCard[] {
  const cards: PlaceCard[] = [];
  for (const table of tables) {
    for (const id of table.guestIds) {
      const guest = guests.get(id);
      if (!guest) continue;
      const card = { of: guest.name, table: table.name };
      cards.push({ key: id, name: guest.name, kind: 'guest', ...card });
      if (guest.withHalf) cards.push({ key: `${id}-half`, name: guest.halfName || null, kind: 'half', ...card });
      for (let child = 0; child < CHILDREN_PEOPLE[guest.children]; child += 1) {
        cards.push({ key: `${id}-child-${child}`, name: null, kind: 'child', ...card });
      }
    }
  }
  return cards;
}
