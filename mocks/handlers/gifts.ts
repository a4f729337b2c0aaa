import { giftPictureRoutes } from '../../src/contract/gift-picture-routes.ts';
import { giftRoutes } from '../../src/contract/gift-routes.ts';
import {
  blankGift,
  giftAnswer,
  giftOf,
  giftSummary,
  moneyChanges,
  newWish,
  RELEASED_WISH,
  wishAnswer,
  wishChanges,
  type StoredGift,
  type StoredWish,
} from '../../src/contract/gift-rules.ts';
import {
  WISH_PICTURE_MAX_BYTES,
  WISH_PICTURE_TYPES,
  type GiftMoney,
  type GiftPatch,
} from '../../src/contract/gifts.ts';
import { drawnWishPicture, mockGifts, mockMoney, mockWishes } from '../gifts-seed.ts';
import {
  fileAnswer,
  mockCollection,
  mockDb,
  mockRoute,
  newestFirst,
  newMockId,
  newMockToken,
  passed,
  planData,
  planKeyOf,
  refuse,
  uploadOf,
  type MockMember,
} from '../kit.ts';

/*
 * The gifts as the server keeps them (server/features/gifts), by the rules of gift-rules.ts. A wish's
 * picture is served back as sent, not re-encoded (in memory: it survives no reload); a seeded one is drawn.
 */
declare module '../store.ts' {
  interface MockDb {
    /** The wishlist by plan key, made on its first call. */
    giftWishes?: Record<string, StoredWish[]>;
    /** The gifts received by plan key, made on their first call. */
    gifts?: Record<string, StoredGift[]>;
    /** The money block by plan key, made on its first call. */
    giftMoney?: Record<string, GiftMoney>;
  }
}

const guestsOf = (user: MockMember) => mockDb.guests[planKeyOf(user)] ?? [];
const onList = (user: MockMember) => new Set(guestsOf(user).map((guest) => guest.id));
/** The gift a request makes of `current`, or its 422 (thrown). */
const made = (current: StoredGift, body: GiftPatch, user: MockMember) =>
  passed(giftOf(current, body, guestsOf(user))).gift;

const wishes = mockCollection(
  planData('giftWishes', () => mockWishes(mockDb.scenario)),
  wishAnswer,
);
/** Uploaded pictures by name. */
const pictures = new Map<string, { bytes: Uint8Array; type: string }>();

/** A wish's picture by its public name, in whichever wedding shows it (no session: the name is the key). */
function pictureAnswer(name: string): Response {
  const shown = Object.values(mockDb.giftWishes ?? {}).some((list) => list.some((wish) => wish.picture === name));
  if (!shown) refuse(404, 'gifts:errors.noPicture');
  const upload = pictures.get(name);
  const headers = { 'cache-control': 'public, max-age=31536000, immutable' };
  return upload
    ? fileAnswer(upload.bytes, upload.type, undefined, headers)
    : fileAnswer(drawnWishPicture(name), 'image/svg+xml', undefined, headers);
}

const moneyOf = planData('giftMoney', () => mockMoney(mockDb.scenario));
const gifts = mockCollection(
  planData('gifts', () => mockGifts(mockDb.scenario)),
  (gift, user) => giftAnswer(gift, onList(user)),
);

export const giftHandlers = [
  wishes.list(giftRoutes.wishlist),
  wishes.add(giftRoutes.addWish, ({ body }) => newWish(newMockId('gw'), body)),
  wishes.change(giftRoutes.changeWish, (wish, { body }) => Object.assign(wish, wishChanges(body))),
  wishes.remove(giftRoutes.removeWish, undefined, (wish) => wish.picture && pictures.delete(wish.picture)),
  wishes.at(giftRoutes.releaseWish, (wish) => wishAnswer(Object.assign(wish, RELEASED_WISH))),
  mockRoute(giftRoutes.setWishPicture, async ({ user, params, request }) => {
    const wish = wishes.rowOf(user, params.id);
    const { file } = await uploadOf(request, WISH_PICTURE_MAX_BYTES, {
      notMultipart: 'errors:server.noFile',
      tooLarge: 'errors:server.fileTooLarge',
      required: 'errors:server.noFile',
    });
    if (!file?.bytes.length) refuse(400, 'errors:server.noFile');
    if (!(WISH_PICTURE_TYPES as readonly string[]).includes(file.type)) refuse(415, 'auth:server.notImage');
    if (wish.picture) pictures.delete(wish.picture);
    const name = `wf_${newMockToken('wf')}`;
    pictures.set(name, { bytes: file.bytes, type: file.type });
    return wishAnswer(Object.assign(wish, { picture: name }));
  }),
  wishes.at(giftRoutes.removeWishPicture, (wish) => {
    if (wish.picture) pictures.delete(wish.picture);
    return wishAnswer(Object.assign(wish, { picture: null }));
  }),
  mockRoute(giftRoutes.money, ({ user }) => moneyOf(user)),
  mockRoute(giftRoutes.setMoney, ({ user, body }) => Object.assign(moneyOf(user), moneyChanges(body))),
  gifts.list(giftRoutes.list, newestFirst('createdAt')),
  mockRoute(giftRoutes.summary, ({ user }) => giftSummary(gifts.rowsOf(user))),
  gifts.add(giftRoutes.add, ({ body, user }) => made(blankGift(newMockId('gf'), body, new Date()), body, user)),
  gifts.change(giftRoutes.change, (gift, { body, user }) => Object.assign(gift, made(gift, body, user))),
  gifts.remove(giftRoutes.remove),
];

/** The public picture of a wish (the wedding's site shows it). */
export const giftPictureHandlers = [mockRoute(giftPictureRoutes.picture, ({ params }) => pictureAnswer(params.name))];
