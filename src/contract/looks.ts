import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Nullable, RequiredText, Text } from './schema-kit.ts';

/*
 * The looks and decor boards (api.md, "Boards, notes and purchases"): cards the couple pins up, each
 * with a picture they uploaded and/or a link to where they found it. One list of cards serves both
 * boards: a card's kind (the `looks` dictionary) says which board it is on, so GET /looks answers
 * every card with its `board` and each page shows its own. The kinds' Russian names live in
 * locales/ru/looks.json.
 */

/** The two boards: looks (/looks) and decor (/decor). */
export const BOARDS = ['look', 'decor'] as const;
export type Board = (typeof BOARDS)[number];

/** The kinds of card, by board (the `looks` dictionary); each board ends with its own "other". */
export const LOOK_KINDS_BY_BOARD = {
  look: ['dress', 'suit', 'hair', 'makeup', 'bouquet', 'rings', 'shoes', 'accessories', 'lookOther'],
  decor: ['hall', 'ceremony', 'tables', 'flowers', 'cake', 'stationery', 'decorOther'],
} as const satisfies Record<Board, readonly string[]>;

export const LOOK_KINDS = [...LOOK_KINDS_BY_BOARD.look, ...LOOK_KINDS_BY_BOARD.decor] as const;
export type LookKind = (typeof LOOK_KINDS)[number];

/** The board a kind belongs to. */
export function boardOf(kind: LookKind): Board {
  return (LOOK_KINDS_BY_BOARD.look as readonly string[]).includes(kind) ? 'look' : 'decor';
}

export const LOOK_TITLE_MAX_LENGTH = 100;
export const LOOK_COMMENT_MAX_LENGTH = 1000;
export const LOOK_LINK_MAX_LENGTH = 2000;
/** Cards one wedding may keep on both boards together. */
export const LOOK_CARDS_MAX = 500;
/** The largest picture accepted for upload (413 above it); it is re-encoded far smaller. */
export const LOOK_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** The stored picture's longest side (WebP); the grid's thumbnail's. */
export const LOOK_PICTURE_SIDE = 1600;
export const LOOK_THUMBNAIL_SIDE = 480;
/** The picture types accepted (by their bytes; the declared type is only the browser's hint). */
export const LOOK_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Whether a link is one to keep: an absolute http(s) address. Anything else (javascript:, data:,
 * a bare word) is refused, since the page renders it as a link. The server never fetches it.
 */
export function isWebLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Kind = Type.Enum(LOOK_KINDS, { description: 'A code of GET /dictionaries/looks.' });
const Title = RequiredText({ max: LOOK_TITLE_MAX_LENGTH, printable: true });
const Comment = Text({ max: LOOK_COMMENT_MAX_LENGTH });
const Link = Text({
  max: LOOK_LINK_MAX_LENGTH,
  description: 'Where the picture was found: an http(s) address, kept as given; empty for none.',
});

/** One entry of GET /dictionaries/looks: a kind of card and the board it is on. */
export const LookKindEntry = Closed({
  id: Type.String(),
  code: Kind,
  name: Type.String(),
  board: Type.Enum(BOARDS, { description: '`look` (the looks page) or `decor` (the decor page).' }),
});
export type LookKindEntry = Static<typeof LookKindEntry>;
export const LookDictionary = Type.Array(LookKindEntry);
export type LookDictionary = Static<typeof LookDictionary>;

/** A board card. */
export const LookCard = Closed({
  id: Type.String(),
  title: Type.String(),
  category: Kind,
  board: Type.Enum(BOARDS, { description: 'The board of its kind.' }),
  image: Nullable(
    Type.String({
      description: 'The picture (WebP, at most 1600 px), for members of the wedding only: `/api/v1/looks/{id}/image`.',
    }),
  ),
  thumbnail: Nullable(Type.String({ description: 'The same at most 480 px, for the grid.' })),
  link: Nullable(Type.String({ description: 'Where it was found, as the couple gave it.' })),
  comment: Type.String(),
  favorite: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type LookCard = Static<typeof LookCard>;
export const LookCards = Type.Array(LookCard);
export type LookCards = Static<typeof LookCards>;

/** The text fields of POST /looks (multipart/form-data, with the picture as `file`). */
export const LookCreateFields = Closed({
  title: Title,
  category: Kind,
  link: Type.Optional(Link),
  comment: Type.Optional(Comment),
});
export type LookCreateFields = Static<typeof LookCreateFields>;

export const LookPatch = Closed({
  title: Type.Optional(Title),
  category: Type.Optional(Kind),
  link: Type.Optional(Link),
  comment: Type.Optional(Comment),
  favorite: Type.Optional(Type.Boolean()),
});
export type LookPatch = Static<typeof LookPatch>;

export const LookIdParams = Closed({ id: Id });
export type LookIdParams = Static<typeof LookIdParams>;

/** GET /looks/favorites/total: how many cards of both boards are favourites. */
export const LookFavoritesTotal = Closed({ total: Type.Integer({ minimum: 0 }) });
export type LookFavoritesTotal = Static<typeof LookFavoritesTotal>;

/** The API paths of a card's picture and thumbnail (the app loads them with the session cookie). */
export function lookPictureUrls(id: string): { image: string; thumbnail: string } {
  const base = `/api/v1/looks/${encodeURIComponent(id)}`;
  return { image: `${base}/image`, thumbnail: `${base}/thumbnail` };
}
