import type { Gift, GiftKind, GiftPatch } from '../../../contract/gifts.ts';
import type { Guest } from '../../../contract/guests.ts';

/** What the ledger shows: every gift, or only those whose givers still wait for thanks. */
export type GiftFilter = 'all' | 'waiting';

export function shownGifts(gifts: readonly Gift[], filter: GiftFilter): Gift[] {
  return filter === 'waiting' ? gifts.filter((gift) => !gift.thanked) : [...gifts];
}

/** The guest list as the form's choices, by name. */
export function guestOptions(guests: readonly Guest[]): Array<{ value: string; label: string }> {
  return guests.map((guest) => ({ value: guest.id, label: guest.name }));
}

/** A gift's form, in the quick form and the edit dialog alike. */
export interface GiftFormValues {
  from: string;
  guestIds: string[];
  kind: GiftKind;
  amount: number | null;
  item: string;
  thanked?: boolean;
}

export const BLANK_GIFT: GiftFormValues = { from: '', guestIds: [], kind: 'money', amount: null, item: '' };

/** The form as the request: money sends its amount, a thing its name; the server fills an empty giver from the guests. */
export function giftBody(values: GiftFormValues): GiftPatch & { kind: GiftKind } {
  return {
    from: (values.from ?? '').trim(),
    guestIds: values.guestIds ?? [],
    kind: values.kind,
    ...(values.kind === 'money' ? { amount: values.amount ?? null } : { item: values.item ?? '' }),
    ...(values.thanked !== undefined && { thanked: values.thanked }),
  };
}

export function giftFormOf(gift: Gift): GiftFormValues {
  const { from, guestIds, kind, amount, item, thanked } = gift;
  return { from, guestIds, kind, amount, item, thanked };
}
