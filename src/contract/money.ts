/*
 * Money crosses the wire as roubles with at most 2 decimals and is added up as integer kopecks, so
 * no sum ever shows float noise such as 0.30000000000000004. The server, the mocks and the page all
 * convert here.
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
