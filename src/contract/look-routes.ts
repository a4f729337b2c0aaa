import { lookPatchProblem } from './look-rules.ts';
import {
  LOOK_CARDS_MAX,
  LOOK_PICTURE_MAX_BYTES,
  LOOK_PICTURE_SIDE,
  LOOK_THUMBNAIL_SIDE,
  LookCard,
  LookCards,
  LookDictionary,
  LookFavoritesTotal,
  LookIdParams,
  LookPatch,
} from './looks.ts';
import { route } from './route-table.ts';
import { EmptyAnswer } from './validation.ts';

// Every card write changes the list, the favourites and their total (the main page's figure).
const BOARD = ['/looks', '/looks/favorites', '/looks/favorites/total'];

const picture = (side: number) =>
  ({
    method: 'GET',
    access: 'read',
    params: LookIdParams,
    answer: { file: `The card's picture as WebP, at most ${side} px; private caching (its address never changes).` },
  }) as const;

/**
 * The looks and decor boards (api.md, "Boards, notes and purchases"). One list serves both: the
 * kind's board (`look` or `decor`) is on every card and every dictionary entry, and each page shows
 * its own board's cards and kinds.
 */
export const lookRoutes = {
  dictionary: route({
    method: 'GET',
    path: '/dictionaries/looks',
    access: 'read',
    summary:
      'The kinds of board card, each with its board: dress, suit, hair, make-up, bouquet, rings, … hall, cake, …',
    answer: LookDictionary,
  }),
  list: route({
    method: 'GET',
    path: '/looks',
    access: 'read',
    summary: 'The wedding’s board cards of both boards, newest first',
    answer: LookCards,
  }),
  add: route({
    method: 'POST',
    path: '/looks',
    access: 'write',
    multipart: true,
    summary: 'Pin a card: a picture (`file`) and/or a link to where it was found',
    description:
      'multipart/form-data with `title`, `category` (a code of GET /dictionaries/looks), optional `link` and ' +
      '`comment`, and the picture as `file`. A picture or a link is needed (422 on `file`). The picture is JPEG, ' +
      `PNG or WebP (415 otherwise) of at most ${LOOK_PICTURE_MAX_BYTES / 1024 / 1024} MB (413), re-encoded as WebP of ` +
      `at most ${LOOK_PICTURE_SIDE} px with a ${LOOK_THUMBNAIL_SIDE} px thumbnail, upright and without EXIF. The link ` +
      `is an http(s) address, kept as given (the server fetches nothing). At most ${LOOK_CARDS_MAX} cards (422).`,
    answer: LookCard,
    errors: [400, 413, 415, 422],
    changes: BOARD,
    activity: 'boardCardAdded',
  }),
  change: route({
    method: 'PATCH',
    path: '/looks/:id',
    access: 'write',
    summary: 'Change a card’s title, kind, link or comment, or mark it a favourite',
    params: LookIdParams,
    body: LookPatch,
    bodyRule: lookPatchProblem,
    answer: LookCard,
    changes: BOARD,
    activity: 'boardCardChanged',
  }),
  remove: route({
    method: 'DELETE',
    path: '/looks/:id',
    access: 'write',
    summary: 'Remove a card and its picture',
    params: LookIdParams,
    answer: EmptyAnswer,
    changes: BOARD,
    activity: { action: 'boardCardDeleted', row: 'board_cards.title' },
  }),
  favorites: route({
    method: 'GET',
    path: '/looks/favorites',
    access: 'read',
    summary: 'The favourite cards of both boards, newest first',
    answer: LookCards,
  }),
  favoritesTotal: route({
    method: 'GET',
    path: '/looks/favorites/total',
    access: 'read',
    summary: 'How many cards of both boards are favourites',
    answer: LookFavoritesTotal,
  }),
  image: route({ ...picture(LOOK_PICTURE_SIDE), path: '/looks/:id/image', summary: 'A card’s picture' }),
  thumbnail: route({ ...picture(LOOK_THUMBNAIL_SIDE), path: '/looks/:id/thumbnail', summary: 'A card’s thumbnail' }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    look: typeof lookRoutes;
  }
}
