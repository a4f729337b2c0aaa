/*
 * Money is kept in integer kopecks everywhere on the server; these are the only conversions, so a
 * rouble amount never passes through floating-point arithmetic on its way to the provider or back.
 */

/** Roubles for the JSON API: an integer number of kopecks divided once prints as at most 2 decimals. */
export function kopecksToRoubles(kopecks: number): number {
  return kopecks / 100;
}

/** The provider's decimal string: 29900 → "299.00". */
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

const roublesFormat = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' });

/** For people: 29900 → "299,00 ₽" in the Russian locale. */
export function formatRoubles(kopecks: number): string {
  return roublesFormat.format(kopecks / 100);
}
