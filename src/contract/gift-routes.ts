import { EmptyAnswer } from './validation.ts';
import {
  Gift,
  GiftIdParams,
  GiftMoney,
  GiftMoneyRequest,
  GiftList,
  GiftPatch,
  GiftRequest,
  GiftSummary,
  Wish,
  WISH_PICTURE_MAX_BYTES,
  WISH_PICTURE_SIDE,
  WishList,
  WishPatch,
  WishRequest,
} from './gifts.ts';
import { giftBodyProblem, moneyProblem, wishProblem } from './gift-rules.ts';
import { route } from './route-table.ts';

/** What a change of the ledger changes: the list, its figures, and the budget's (the money received, the net cost). */
const LEDGER = ['/gifts', '/gifts/summary', '/budget/summary'];
/** A gift's entry in the activity names who gave it. */
const FROM = { answer: 'from' } as const;

/**
 * The gifts section's calls (api.md, "The wedding site and gifts"): the couple's wishlist, and the
 * ledger of gifts received, which a helper may write too (`helperWrite`: recording envelopes at the
 * banquet, ticking "thanked"); deleting a recorded gift stays the couple's.
 */
export const giftRoutes = {
  wishlist: route({
    method: 'GET',
    path: '/gifts/wishlist',
    access: 'read',
    summary: "The couple's wishlist, in the order of adding",
    answer: WishList,
  }),
  addWish: route({
    method: 'POST',
    path: '/gifts/wishlist',
    access: 'write',
    summary: 'Add a thing to the wishlist',
    body: WishRequest,
    bodyRule: wishProblem,
    answer: Wish,
    changes: ['/gifts/wishlist'],
    activity: 'wishAdded',
  }),
  changeWish: route({
    method: 'PATCH',
    path: '/gifts/wishlist/:id',
    access: 'write',
    summary: 'Change a thing of the wishlist',
    params: GiftIdParams,
    body: WishPatch,
    bodyRule: wishProblem,
    answer: Wish,
    changes: ['/gifts/wishlist'],
    activity: 'wishChanged',
  }),
  removeWish: route({
    method: 'DELETE',
    path: '/gifts/wishlist/:id',
    access: 'write',
    summary: 'Take a thing off the wishlist',
    params: GiftIdParams,
    answer: EmptyAnswer,
    changes: ['/gifts/wishlist'],
    activity: { action: 'wishDeleted', row: 'gift_wishes.title' },
  }),
  releaseWish: route({
    method: 'DELETE',
    path: '/gifts/wishlist/:id/reservation',
    access: 'write',
    summary: "Release a guest's reservation: the thing is free on the site again",
    description: 'The guest’s name, if they gave one, is forgotten. A wish nobody reserved answers as it is.',
    params: GiftIdParams,
    answer: Wish,
    changes: ['/gifts/wishlist'],
    activity: 'wishReleased',
  }),
  setWishPicture: route({
    method: 'POST',
    path: '/gifts/wishlist/:id/picture',
    access: 'write',
    multipart: true,
    summary: 'Put a picture on a wish (multipart `file`), replacing the one it had',
    description:
      `JPEG, PNG or WebP (415 otherwise) of at most ${WISH_PICTURE_MAX_BYTES / 1024 / 1024} MB (413), re-encoded ` +
      `as WebP of at most ${WISH_PICTURE_SIDE} px, upright and without EXIF. It is public (the wedding's site ` +
      'shows it) at the unguessable address in the answer’s `picture`.',
    params: GiftIdParams,
    answer: Wish,
    errors: [400, 413, 415],
    changes: ['/gifts/wishlist'],
    activity: 'wishPictureSet',
  }),
  removeWishPicture: route({
    method: 'DELETE',
    path: '/gifts/wishlist/:id/picture',
    access: 'write',
    summary: "Take a wish's picture away (its address stops answering)",
    params: GiftIdParams,
    answer: Wish,
    changes: ['/gifts/wishlist'],
    activity: 'wishPictureRemoved',
  }),
  money: route({
    method: 'GET',
    path: '/gifts/money',
    access: 'read',
    summary: "How guests may give money on the wedding's site: a transfer link and/or details (empty: none)",
    answer: GiftMoney,
  }),
  setMoney: route({
    method: 'PUT',
    path: '/gifts/money',
    access: 'write',
    summary: "Set the site's money block: the couple's own transfer link and/or details",
    description:
      'The product holds and moves no money: the site shows the link or details as text and a QR code, and ' +
      'guests transfer directly. Both empty: no money block on the site.',
    body: GiftMoneyRequest,
    bodyRule: moneyProblem,
    answer: GiftMoney,
    changes: ['/gifts/money'],
    activity: { action: 'moneyChanged', what: 'none' },
  }),
  list: route({
    method: 'GET',
    path: '/gifts',
    access: 'read',
    summary: 'The gifts received, newest first',
    answer: GiftList,
  }),
  summary: route({
    method: 'GET',
    path: '/gifts/summary',
    access: 'read',
    summary: 'The gifts received in figures: money, things, thanked and not',
    answer: GiftSummary,
  }),
  add: route({
    method: 'POST',
    path: '/gifts',
    access: 'helperWrite',
    summary: 'Record a gift received (a helper may, at the banquet)',
    description: 'guestIds must be guests of the wedding’s list (422 otherwise); from, when empty, is their names.',
    body: GiftRequest,
    bodyRule: giftBodyProblem,
    answer: Gift,
    changes: LEDGER,
    activity: { action: 'giftRecorded', what: FROM },
  }),
  change: route({
    method: 'PATCH',
    path: '/gifts/:id',
    access: 'helperWrite',
    summary: 'Change a gift received: the whole form, or only { thanked } (the tick)',
    params: GiftIdParams,
    body: GiftPatch,
    bodyRule: giftBodyProblem,
    answer: Gift,
    changes: LEDGER,
    activity: {
      action: 'giftChanged',
      toggle: { field: 'thanked', on: 'giftThanked', off: 'giftUnthanked' },
      what: FROM,
    },
  }),
  remove: route({
    method: 'DELETE',
    path: '/gifts/:id',
    access: 'write',
    summary: 'Delete a gift received (the couple only)',
    params: GiftIdParams,
    answer: EmptyAnswer,
    changes: LEDGER,
    activity: { action: 'giftDeleted', row: 'gifts.from_name' },
  }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    gift: typeof giftRoutes;
  }
}
