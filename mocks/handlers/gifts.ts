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
import type { GiftMoney, GiftPatch } from '../../src/contract/gifts.ts';
import { mockGifts, mockMoney, mockWishes } from '../gifts-seed.ts';
import {
  mockCollection,
  mockDb,
  mockRoute,
  newestFirst,
  newMockId,
  passed,
  planData,
  planKeyOf,
  type MockMember,
} from '../kit.ts';

/* The gifts as the server keeps them (server/features/gifts), by the rules of gift-rules.ts. */
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
const moneyOf = planData('giftMoney', () => mockMoney(mockDb.scenario));
const gifts = mockCollection(
  planData('gifts', () => mockGifts(mockDb.scenario)),
  (gift, user) => giftAnswer(gift, onList(user)),
);

export const giftHandlers = [
  wishes.list(giftRoutes.wishlist),
  wishes.add(giftRoutes.addWish, ({ body }) => newWish(newMockId('gw'), body)),
  wishes.change(giftRoutes.changeWish, (wish, { body }) => Object.assign(wish, wishChanges(body))),
  wishes.remove(giftRoutes.removeWish),
  wishes.at(giftRoutes.releaseWish, (wish) => wishAnswer(Object.assign(wish, RELEASED_WISH))),
  mockRoute(giftRoutes.money, ({ user }) => moneyOf(user)),
  mockRoute(giftRoutes.setMoney, ({ user, body }) => Object.assign(moneyOf(user), moneyChanges(body))),
  gifts.list(giftRoutes.list, newestFirst('createdAt')),
  mockRoute(giftRoutes.summary, ({ user }) => giftSummary(gifts.rowsOf(user))),
  gifts.add(giftRoutes.add, ({ body, user }) => made(blankGift(newMockId('gf'), body, new Date()), body, user)),
  gifts.change(giftRoutes.change, (gift, { body, user }) => Object.assign(gift, made(gift, body, user))),
  gifts.remove(giftRoutes.remove),
];
