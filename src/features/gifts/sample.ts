import { giftRoutes } from '../../contract/gift-routes.ts';
import { giftAnswer, giftSummary, type StoredGift } from '../../contract/gift-rules.ts';
import type { Wish } from '../../contract/gifts.ts';
import { toKopecks } from '../../contract/money.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** The sample's gifts: [the guests (by place on the sample list) or a name of sample:data.gifts, roubles or a thing's key, thanked]. */
const SAMPLE_GIFTS: ReadonlyArray<[from: number[] | string, what: number | string, thanked: boolean]> = [
  [[0, 1], 30000, true],
  [[2], 'blender', false],
  ['colleagues', 15000, false],
];

/** The sample's wishes' prices in roubles (sample:data.wishes names them). */
const SAMPLE_PRICES: Record<string, number | null> = { coffee: 45990, linen: 8900, dinner: null };

/** The sample's ledger, made from the shared couple's guests, and its wishlist. */
export const sample: SectionSample = {
  reads: ({ texts, guests, now }) => {
    const names = (texts.data.gifts ?? {}) as Record<string, string>;
    const wishNames = (texts.data.wishes ?? {}) as Record<string, string>;
    const stored: StoredGift[] = SAMPLE_GIFTS.map(([from, what, thanked], index) => {
      const givers = typeof from === 'string' ? [] : from.flatMap((place) => guests[place] ?? []);
      return {
        id: `sample-gift-${index}`,
        from: typeof from === 'string' ? (names[from] ?? '') : givers.map((guest) => guest.name).join(', '),
        guestIds: givers.map((guest) => guest.id),
        kind: typeof what === 'number' ? 'money' : 'item',
        amountKopecks: typeof what === 'number' ? toKopecks(what) : null,
        item: typeof what === 'number' ? '' : (names[what] ?? ''),
        thanked,
        createdAt: new Date(now.getTime() - index * 60_000).toISOString(),
      };
    });
    const onList = new Set(guests.map((guest) => guest.id));
    const wishes: Wish[] = Object.entries(wishNames).map(([key, title]) => ({
      id: `sample-wish-${key}`,
      title,
      link: '',
      price: SAMPLE_PRICES[key] ?? null,
      reserved: key === 'coffee',
      reservedBy: '',
      picture: null,
    }));
    return [
      sampleRead(
        giftRoutes.list,
        stored.map((gift) => giftAnswer(gift, onList)),
      ),
      sampleRead(giftRoutes.summary, giftSummary(stored)),
      sampleRead(giftRoutes.wishlist, wishes),
      sampleRead(giftRoutes.money, { link: '', details: '' }),
    ];
  },
};
