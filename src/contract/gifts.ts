import * as Type from 'typebox';
import type { Static } from 'typebox';
import { MONEY_MAX } from './budget.ts';
import { Closed, Nullable, Patch, RequiredText, Text } from './schema-kit.ts';

/*
 * The gifts section (api.md, "The wedding site and gifts"; issue 41, items 2 and 4): the couple's
 * wishlist (a thing, a link, a price; `reserved` once a guest takes it on the wedding's site), and
 * the ledger of gifts received: from whom (guests of the list, a free name, or both), money or a
 * thing, and whether the couple has thanked them. A helper records the ledger at the banquet; the
 * wishlist is the couple's.
 */

export const WISH_TITLE_MAX_LENGTH = 200;
export const GIFT_LINK_MAX_LENGTH = 2000;
export const GIFT_FROM_MAX_LENGTH = 200;
export const GIFT_ITEM_MAX_LENGTH = 200;
/** Guests one gift names: a household or a table's worth. */
export const GIFT_GUESTS_MAX = 20;
export const GIFT_KINDS = ['money', 'item'] as const;

/** A web address to open in a new tab: http or https only, so no script can hide in a link. */
export const GIFT_LINK_PATTERN = '^(https?://[^\\s\\u0000-\\u001F\\u007F]+)?$';

const Roubles = (description: string) => Type.Number({ minimum: 0, maximum: MONEY_MAX, description });

/** A wish's price in roubles: the form's limits and the wire's. */
export const WishPrice = Roubles('Roubles, at most 2 decimals; null if unknown.');
export type WishPrice = Static<typeof WishPrice>;

export const WishRequest = Closed({
  title: RequiredText({
    max: WISH_TITLE_MAX_LENGTH,
    printable: true,
    description: 'The thing wished for. Leading and trailing spaces are dropped.',
  }),
  link: Type.Optional(
    Type.String({
      maxLength: GIFT_LINK_MAX_LENGTH,
      pattern: GIFT_LINK_PATTERN,
      description: 'Where to see or buy it, http(s)://…; empty if none.',
    }),
  ),
  price: Type.Optional(Nullable(WishPrice)),
});
export type WishRequest = Static<typeof WishRequest>;

/** PATCH /gifts/wishlist/{id}: what is left out keeps its value. */
export const WishPatch = Patch(WishRequest);
export type WishPatch = Static<typeof WishPatch>;

export const GiftIdParams = Closed({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type GiftIdParams = Static<typeof GiftIdParams>;

export const Wish = Closed({
  id: Type.String(),
  title: Type.String(),
  link: Type.String({ description: 'http(s) address, or empty.' }),
  price: Nullable(Type.Number({ description: 'Roubles; null while unknown.' })),
  reserved: Type.Boolean({ description: "A guest has taken it on the wedding's site." }),
  reservedBy: Type.String({
    description: 'The name the guest who reserved it chose to give; empty when anonymous or not reserved.',
  }),
  picture: Nullable(
    Type.String({ description: 'URL path of its picture (WebP, public: the site shows it), or null.' }),
  ),
});
export type Wish = Static<typeof Wish>;

export const WishList = Type.Array(Wish, { description: 'In the order they were added.' });
export type WishList = Static<typeof WishList>;

export const GiftKind = Type.Enum(GIFT_KINDS, { description: 'money (an envelope) or item (a thing).' });
export type GiftKind = Static<typeof GiftKind>;

/** A money gift in roubles: the form's limits and the wire's. */
export const GiftAmount = Roubles('Money: roubles, at most 2 decimals. Left out for a thing.');
export type GiftAmount = Static<typeof GiftAmount>;

export const GiftRequest = Closed({
  from: Type.Optional(
    Text({
      max: GIFT_FROM_MAX_LENGTH,
      description: 'Who gave it, as the couple calls them; empty: the names of the guests in guestIds.',
    }),
  ),
  guestIds: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      maxItems: GIFT_GUESTS_MAX,
      uniqueItems: true,
      description: 'Guests of the wedding’s list who gave it (a household); empty for a name only.',
    }),
  ),
  kind: GiftKind,
  amount: Type.Optional(Nullable(GiftAmount)),
  item: Type.Optional(Text({ max: GIFT_ITEM_MAX_LENGTH, description: 'A thing: what it is.' })),
  thanked: Type.Optional(Type.Boolean({ description: 'The couple has thanked them; false when left out.' })),
});
export type GiftRequest = Static<typeof GiftRequest>;

/** PATCH /gifts/{id}: the whole form, or only `{ thanked }` (the tick); what is left out keeps its value. */
export const GiftPatch = Patch(GiftRequest);
export type GiftPatch = Static<typeof GiftPatch>;

export const Gift = Closed({
  id: Type.String(),
  from: Type.String(),
  guestIds: Type.Array(Type.String(), { description: 'Those of its guests still on the list.' }),
  kind: GiftKind,
  amount: Nullable(Type.Number({ description: 'Roubles, for money; null for a thing.' })),
  item: Type.String({ description: 'What the thing is; empty for money.' }),
  thanked: Type.Boolean(),
});
export type Gift = Static<typeof Gift>;

export const GiftList = Type.Array(Gift, { description: 'Newest first: the last recorded on top.' });
export type GiftList = Static<typeof GiftList>;

export const GiftSummary = Closed({
  money: Type.Number({ description: 'Roubles received in money gifts.' }),
  items: Type.Integer({ description: 'Things received.' }),
  thanked: Type.Integer({ description: 'Gifts whose givers have been thanked.' }),
  notThanked: Type.Integer({ description: 'Gifts whose givers still wait for thanks.' }),
});
export type GiftSummary = Static<typeof GiftSummary>;

export const GIFT_MONEY_LINK_MAX_LENGTH = 1000;
/** Within what one QR code holds even in Cyrillic (two bytes a letter). */
export const GIFT_MONEY_DETAILS_MAX_LENGTH = 500;
/** Text of several lines: no control characters but tabs and line breaks. */
export const MULTILINE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/**
 * PUT /gifts/money: how guests may give money, as the wedding's site shows it (text and a QR code).
 * The product holds and moves no money: guests transfer it themselves by the couple's own link or details.
 */
export const GiftMoneyRequest = Closed({
  link: Type.String({
    maxLength: GIFT_MONEY_LINK_MAX_LENGTH,
    pattern: GIFT_LINK_PATTERN,
    description: "A transfer link from the couple's bank (an SBP link), http(s)://…; empty if none.",
  }),
  details: Type.String({
    maxLength: GIFT_MONEY_DETAILS_MAX_LENGTH,
    pattern: MULTILINE_TEXT_PATTERN,
    description: 'Free-text transfer details (a card, an account, a phone for SBP); empty if none.',
  }),
});
export type GiftMoneyRequest = Static<typeof GiftMoneyRequest>;

export const GiftMoney = Closed({
  link: Type.String({ description: 'http(s) transfer link, or empty.' }),
  details: Type.String({ description: 'Transfer details, or empty. Both empty: the site shows no money block.' }),
});
export type GiftMoney = Static<typeof GiftMoney>;

export const WISH_RESERVER_NAME_MAX_LENGTH = 80;

/**
 * A guest's reservation of a wish on the wedding's site (POST /api/v1/site/{slug}/wishlist/{id}/reserve,
 * the site's route); the device is the site's cookie, never the body.
 */
export const WishReservationRequest = Closed({
  name: Type.Optional(
    Type.String({
      maxLength: WISH_RESERVER_NAME_MAX_LENGTH,
      description: 'Who reserves, if the guest chooses to say; empty or left out: anonymous.',
    }),
  ),
});
export type WishReservationRequest = Static<typeof WishReservationRequest>;

/** The largest picture accepted for upload (413 above it); it is re-encoded far smaller. */
export const WISH_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** A wish's picture is stored as WebP within this many px square: enough for the site's cards, light on a phone. */
export const WISH_PICTURE_SIDE = 480;
export const WISH_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** GET /gift-pictures/{name}: a stored picture's name (its file's random id). */
export const GiftPictureParams = Closed({
  name: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type GiftPictureParams = Static<typeof GiftPictureParams>;

/**
 * Where a wish's picture is served, to anyone (the wedding's site is public): its stored name is 128
 * random bits, so the address is unguessable and lists nothing.
 */
export function wishPicturePath(name: string): string {
  return `/api/v1/gift-pictures/${encodeURIComponent(name)}`;
}
