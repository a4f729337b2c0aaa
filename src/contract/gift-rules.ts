import {
  wishPicturePath,
  type Gift,
  type GiftKind,
  type GiftMoney,
  type GiftMoneyRequest,
  type GiftPatch,
  type GiftRequest,
  type GiftSummary,
  type Wish,
  type WishPatch,
  type WishRequest,
} from './gifts.ts';
import { toKopecks, toRoubles } from './money.ts';
import { blankProblem, firstProblem, kopecksProblem, type FieldProblem } from './rule-problem.ts';

/*
 * The gifts' rules, shared by the server (server/features/gifts) and the mock so both answer alike:
 * what a request may not hold, how it is stored (kopecks), how a gift answers and the ledger's figures.
 */

/** A wish as both back ends keep it: the price in kopecks. */
export interface StoredWish {
  id: string;
  title: string;
  link: string;
  priceKopecks: number | null;
  reserved: boolean;
  /** The name the reserving guest gave; '' when anonymous or free. */
  reservedBy: string;
  /** The picture's stored name, or null. */
  picture: string | null;
}

/** A gift as both back ends keep it: the money in kopecks, its guests as recorded, when it was. */
export interface StoredGift {
  id: string;
  from: string;
  guestIds: string[];
  kind: GiftKind;
  amountKopecks: number | null;
  item: string;
  thanked: boolean;
  createdAt: string;
}

/** A guest as a gift names them. */
export interface GiftGuest {
  id: string;
  name: string;
}

/** A title of spaces only is "required"; a price in whole kopecks. */
export function wishProblem(body: WishPatch): FieldProblem | null {
  return firstProblem(blankProblem('title', body.title), kopecksProblem({ price: body.price }));
}

/** The stored fields a request sets (texts trimmed, the price in kopecks); absent fields stay. */
export function wishChanges(body: WishPatch): Partial<Omit<StoredWish, 'id' | 'reserved' | 'reservedBy' | 'picture'>> {
  return {
    ...(body.title !== undefined && { title: body.title.trim() }),
    ...(body.link !== undefined && { link: body.link.trim() }),
    ...(body.price !== undefined && { priceKopecks: body.price === null ? null : toKopecks(body.price) }),
  };
}

/** A new wish as a request makes it: not reserved (only a guest on the site reserves). */
export function newWish(id: string, body: WishRequest): StoredWish {
  return {
    id,
    link: '',
    priceKopecks: null,
    reserved: false,
    reservedBy: '',
    picture: null,
    ...wishChanges(body),
    title: body.title.trim(),
  };
}

/** A wish the couple has released: free on the site again, its guest's name forgotten. */
export const RELEASED_WISH = { reserved: false, reservedBy: '' } as const;

export function wishAnswer(wish: StoredWish): Wish {
  const { id, title, link, priceKopecks, reserved, reservedBy, picture } = wish;
  return {
    id,
    title,
    link,
    price: priceKopecks === null ? null : toRoubles(priceKopecks),
    reserved,
    reservedBy: reserved ? reservedBy : '',
    picture: picture === null ? null : wishPicturePath(picture),
  };
}

/** The money block as stored: both texts trimmed (an address of spaces is none). */
export function moneyChanges(body: GiftMoneyRequest): GiftMoney {
  return { link: body.link.trim(), details: body.details.trim() };
}

/** The host of a web address, or '' when it does not parse. */
function hostOf(link: string): string {
  try {
    return new URL(link).hostname;
  } catch {
    return '';
  }
}

/** A transfer link must be a web address a phone can open: a host after http(s)://. */
export function moneyProblem(body: GiftMoneyRequest): FieldProblem | null {
  const link = body.link.trim();
  if (!link) return null;
  return hostOf(link).includes('.') ? null : { field: 'link', key: 'gifts:errors.moneyLinkInvalid' };
}

/** What the money block's QR code holds: the link, or the details when there is no link; '' for none. */
export function moneyQrText(money: GiftMoney): string {
  return money.link || money.details;
}

/** What a body may not hold whatever the gift it changes: an amount in whole kopecks. */
export function giftBodyProblem(body: GiftPatch): FieldProblem | null {
  return kopecksProblem({ amount: body.amount });
}

/**
 * The gift a request makes of `current` (a new one's defaults, or the stored gift it changes): money
 * has its amount and no thing, a thing its name and no amount; `from` is required unless guests are
 * named (it is then their names). A guest who is not on the list is refused; one who was and has since
 * gone may stay in a gift that named them.
 */
export function giftOf(
  current: StoredGift,
  body: GiftPatch,
  guests: readonly GiftGuest[],
): { gift: StoredGift } | { problem: FieldProblem } {
  const guestIds = body.guestIds ?? current.guestIds;
  const byId = new Map(guests.map((guest) => [guest.id, guest.name]));
  const unknown = (body.guestIds ?? []).some((id) => !byId.has(id) && !current.guestIds.includes(id));
  if (unknown) return { problem: { field: 'guestIds', key: 'gifts:errors.unknownGuest' } };
  const kind = body.kind ?? current.kind;
  const typed = (body.from ?? current.from).trim();
  const names = guestIds.flatMap((id) => byId.get(id) ?? []);
  const from = typed || names.join(', ');
  if (!from) return { problem: { field: 'from', key: 'gifts:errors.fromRequired' } };
  const amount =
    body.amount === undefined ? current.amountKopecks : body.amount === null ? null : toKopecks(body.amount);
  const amountKopecks = kind === 'item' ? null : amount;
  if (kind === 'money' && amountKopecks === null) return { problem: { field: 'amount', key: 'validation:required' } };
  const item = kind === 'money' ? '' : (body.item ?? current.item).trim();
  if (kind === 'item' && !item) return { problem: { field: 'item', key: 'validation:required' } };
  const thanked = body.thanked ?? current.thanked;
  return { gift: { ...current, from, guestIds: [...guestIds], kind, amountKopecks, item, thanked } };
}

/** What a new gift starts from before its request: nothing given, not thanked. */
export function blankGift(id: string, body: GiftRequest, now: Date): StoredGift {
  return {
    id,
    from: '',
    guestIds: [],
    kind: body.kind,
    amountKopecks: null,
    item: '',
    thanked: false,
    createdAt: now.toISOString(),
  };
}

/** The answer: its guests still on the list (`onList`), the money in roubles. */
export function giftAnswer(gift: StoredGift, onList: ReadonlySet<string>): Gift {
  const { id, from, kind, amountKopecks, item, thanked } = gift;
  const guestIds = gift.guestIds.filter((guestId) => onList.has(guestId));
  return { id, from, guestIds, kind, amount: amountKopecks === null ? null : toRoubles(amountKopecks), item, thanked };
}

/** The ledger in figures: the money summed in kopecks, the things counted, who was thanked and who waits. */
export function giftSummary(gifts: readonly StoredGift[]): GiftSummary {
  let kopecks = 0;
  for (const gift of gifts) if (gift.kind === 'money') kopecks += gift.amountKopecks ?? 0;
  const thanked = gifts.filter((gift) => gift.thanked).length;
  return {
    money: toRoubles(kopecks),
    items: gifts.filter((gift) => gift.kind === 'item').length,
    thanked,
    notThanked: gifts.length - thanked,
  };
}
