import type { Board, LookCard, LookDictionary, LookKindEntry } from '../../contract/looks.ts';

/** «All kinds» in the kind filter. */
export const ALL_KINDS = 'all';

export interface BoardFilter {
  kind: string;
  onlyFavorites: boolean;
}

/** The kinds of one board, in the dictionary's order. */
export function kindsOf(dictionary: LookDictionary, board: Board): LookKindEntry[] {
  return dictionary.filter((entry) => entry.board === board);
}

/** The board's cards the filter lets through, in the list's order (newest first). */
export function cardsShown(cards: readonly LookCard[], board: Board, filter: BoardFilter): LookCard[] {
  return cards.filter(
    (card) =>
      card.board === board &&
      (filter.kind === ALL_KINDS || card.category === filter.kind) &&
      (!filter.onlyFavorites || card.favorite),
  );
}

/** How many of the board's cards there are, and how many are favourites. */
export function boardCounts(cards: readonly LookCard[], board: Board): { cards: number; favorites: number } {
  const own = cards.filter((card) => card.board === board);
  return { cards: own.length, favorites: own.filter((card) => card.favorite).length };
}

/** A link's site, shown on a card without a picture: `pinterest.com` of `https://www.pinterest.com/pin/1`. */
export function siteOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}
