/*
 * Contractors (api.md, "Contractors and the wedding day"): who the couple hires for the day. The
 * codes are fixed here; their Russian names live in locales/ru/contractors.json. The schemas of
 * the calls are added beside them.
 */

/** The kinds of contractor of a Russian wedding (the `contractors/category` dictionary). */
export const CONTRACTOR_CATEGORY_CODES = [
  'venue',
  'host',
  'photographer',
  'videographer',
  'florist',
  'decorator',
  'stylist',
  'musicians',
  'confectioner',
  'transport',
  'printing',
  'other',
] as const;
export type ContractorCategory = (typeof CONTRACTOR_CATEGORY_CODES)[number];

/** Where the couple is with a contractor, in this order: looking, talking, booked, paid. */
export const CONTRACTOR_STATUSES = ['looking', 'talking', 'booked', 'paid'] as const;
export type ContractorStatus = (typeof CONTRACTOR_STATUSES)[number];

/** A contractor is hired for the day once booked (or paid); before that the day's timing warns. */
export function isHired(status: ContractorStatus): boolean {
  return status === 'booked' || status === 'paid';
}
