import type { StoredGift, StoredWish } from '../src/contract/gift-rules.ts';
import type { GiftMoney } from '../src/contract/gifts.ts';

/*
 * What the gifts page's scenario (`gifts-page`, on the guest list page's guests) starts with: a
 * wishlist of three things (one reserved by a guest who gave her name, one anonymously), the money
 * block's link and details, and the evening's first envelopes, some thanked; none elsewhere, as a new
 * couple on the real server.
 */
const MINUTE_MS = 60 * 1000;
/** The scenarios whose couple has recorded the envelopes: the gifts page, and the budget and main pages that show their money. */
const LEDGER_SCENARIOS = ['gifts-page', 'budget-page', 'dashboard'];

export function mockWishes(scenario: string): StoredWish[] {
  if (scenario !== 'gifts-page') return [];
  const wish = (
    id: number,
    title: string,
    link: string,
    priceKopecks: number | null,
    reservedBy: string | null = null,
    picture: string | null = null,
  ): StoredWish => ({
    id: `gw_mock_${id}`,
    title,
    link,
    priceKopecks,
    reserved: reservedBy !== null,
    reservedBy: reservedBy ?? '',
    picture,
  });
  return [
    wish(1, 'Кофемашина', 'https://example.ru/coffee', 4_599_000, 'Оля Смирнова', 'wf_mock_coffee'),
    wish(2, 'Комплект постельного белья', '', 890_000, '', 'wf_mock_linen'),
    wish(3, 'Сертификат на ужин в ресторане', '', null),
  ];
}

/** The money block: an SBP link of the couple's bank and the card's details. */
export function mockMoney(scenario: string): GiftMoney {
  if (scenario !== 'gifts-page') return { link: '', details: '' };
  return {
    link: 'https://qr.nspk.ru/AS10003P3RH0LJ2A9ROO038L6NT5RU1M?type=01&bank=100000000111',
    details: 'Карта Сбербанка 2202 2000 1234 5678, получатель Анна Смирнова',
  };
}

export function mockGifts(scenario: string): StoredGift[] {
  if (!LEDGER_SCENARIOS.includes(scenario)) return [];
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE_MS).toISOString();
  const gift = (id: number, fields: Omit<StoredGift, 'id' | 'createdAt'>, minutesAgo: number): StoredGift => ({
    id: `gf_mock_${id}`,
    ...fields,
    createdAt: at(minutesAgo),
  });
  return [
    gift(
      1,
      { from: 'Коллеги Анны', guestIds: [], kind: 'money', amountKopecks: 1_500_000, item: '', thanked: false },
      5,
    ),
    gift(
      2,
      {
        from: 'Маша Лебедева',
        guestIds: ['g_mock_6'],
        kind: 'item',
        amountKopecks: null,
        item: 'Сервиз',
        thanked: false,
      },
      20,
    ),
    gift(
      3,
      {
        from: 'Ирина Сергеевна Волкова, Сергей Петрович Волков',
        guestIds: ['g_mock_1', 'g_mock_2'],
        kind: 'money',
        amountKopecks: 5_000_000,
        item: '',
        thanked: true,
      },
      40,
    ),
  ];
}

/** A seeded wish's picture, drawn (the mock re-encodes nothing): a soft gradient and a shape, 480 px wide as the server's. */
export function drawnWishPicture(name: string): string {
  const index = name.split('').reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const [light, dark] = index % 2 === 0 ? ['#f6e7d8', '#c98f6b'] : ['#e4ecf7', '#7d9cc4'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="480" height="360" fill="url(#g)"/>` +
    `<rect x="150" y="90" width="180" height="190" rx="24" fill="#fff" fill-opacity="0.45"/>` +
    `<circle cx="240" cy="170" r="48" fill="#fff" fill-opacity="0.5"/></svg>`
  );
}
