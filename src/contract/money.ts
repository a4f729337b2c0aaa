/*
 * Money crosses the wire as roubles with at most 2 decimals and is added up as integer kopecks, so
 * no sum ever shows float noise such as 0.30000000000000004. The server, the mocks and the page all
 * convert, add up and format money here: the app's one money module.
 */

/** Roubles to kopecks; exact for any amount of at most 2 decimals. */
export function toKopecks(roubles: number): number {
  return Math.round(roubles * 100);
}

/** Kopecks to roubles: one division of an integer prints as at most 2 decimals. */
export function toRoubles(kopecks: number): number {
  return kopecks / 100;
}

/** True when the amount has at most 2 decimals (what the contract accepts). */
export function hasWholeKopecks(roubles: number): boolean {
  return Math.abs(roubles * 100 - Math.round(roubles * 100)) < 1e-6;
}

/** The exact sum of amounts in roubles. */
export function sumRoubles(amounts: Iterable<number>): number {
  let kopecks = 0;
  for (const amount of amounts) kopecks += toKopecks(amount);
  return toRoubles(kopecks);
}

/** a − b in roubles, exactly. */
export function subtractRoubles(a: number, b: number): number {
  return toRoubles(toKopecks(a) - toKopecks(b));
}

/** A payment provider's decimal string: 29900 kopecks → "299.00". */
export function kopecksToAmountValue(kopecks: number): string {
  const whole = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/** "299.00", "299.5" or "299" → kopecks; null for anything that is not a non-negative amount. */
export function amountValueToKopecks(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * Made on first use: building a currency format loads the locale's data, tens of milliseconds on a
 * phone, which every screen's start would pay though the login screen shows no money.
 */
let formats: { roubles: Intl.NumberFormat; wholeRoubles: Intl.NumberFormat } | undefined;
function roublesFormats() {
  formats ??= {
    roubles: new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 }),
    wholeRoubles: new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }),
  };
  return formats;
}

/** Roubles for people, the Russian way: «1 234 ₽», «1 234,50 ₽». Whole sums drop the kopecks. */
export function formatRoubles(roubles: number): string {
  const { roubles: withKopecks, wholeRoubles } = roublesFormats();
  return Number.isInteger(roubles) ? wholeRoubles.format(roubles) : withKopecks.format(roubles);
}
