import * as Type from 'typebox';
import type { Static } from 'typebox';
import { CalendarDate, DueState, MONEY_MAX, type BudgetItem } from './budget.ts';
import { isWebLink } from './looks.ts';
import { toKopecks, toRoubles } from './money.ts';
import { Closed, Nullable, Patch, PRINTABLE, RequiredText, Text } from './schema-kit.ts';

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

export const CONTRACTOR_NAME_MAX_LENGTH = 200;
export const CONTRACTOR_PHONE_MAX_LENGTH = 40;
export const CONTRACTOR_EMAIL_MAX_LENGTH = 254;
export const CONTRACTOR_SITE_MAX_LENGTH = 500;
export const CONTRACTOR_COMMENT_MAX_LENGTH = 2000;
/** A wedding's contractors: far more than any wedding hires, so one couple cannot fill the disk. */
export const CONTRACTORS_MAX = 200;
/** A contract or an estimate: PDF, JPEG or PNG, at most 10 MB. */
export const CONTRACTOR_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Files kept per contractor (a contract, estimates, their amendments). */
export const CONTRACTOR_FILES_MAX = 20;
/** A contract's scan (JPEG, PNG) is kept within this many pixels a side: an A4 page at 400 dpi fits. */
export const CONTRACTOR_PICTURE_SIDE = 4800;
export const CONTRACTOR_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The kinds of payment to a contractor; each names its budget item (kind: payment). */
export const CONTRACTOR_PAYMENT_KINDS = ['deposit', 'final', 'payment'] as const;
export type ContractorPaymentKind = (typeof CONTRACTOR_PAYMENT_KINDS)[number];

/** Phone digits and what people write between them: +7 (916) 123-45-67. */
export const CONTRACTOR_PHONE_PATTERN = '^[0-9+() .-]*$';

/**
 * The budget category a contractor's payments go to, by the codes every couple starts with
 * (DEFAULT_BUDGET_CATEGORIES); when the couple deleted it, the payment goes to `other` or their first.
 */
export const BUDGET_CATEGORY_OF_CONTRACTOR: Record<ContractorCategory, string> = {
  venue: 'venue',
  host: 'hostAndMusic',
  photographer: 'photo',
  videographer: 'video',
  florist: 'floristry',
  decorator: 'floristry',
  stylist: 'beauty',
  musicians: 'hostAndMusic',
  confectioner: 'cake',
  transport: 'transport',
  printing: 'printing',
  other: 'other',
};

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Money = (description: string) => Type.Number({ minimum: 0, maximum: MONEY_MAX, description });

const contractorFields = {
  category: Type.Enum(CONTRACTOR_CATEGORY_CODES, { description: 'A code of GET /dictionaries/contractors/category.' }),
  name: RequiredText({ max: CONTRACTOR_NAME_MAX_LENGTH, printable: true }),
  phone: Type.String({ maxLength: CONTRACTOR_PHONE_MAX_LENGTH, pattern: CONTRACTOR_PHONE_PATTERN }),
  email: Type.String({
    maxLength: CONTRACTOR_EMAIL_MAX_LENGTH,
    pattern: PRINTABLE,
    description: 'Empty, or an e-mail address.',
  }),
  site: Type.String({
    maxLength: CONTRACTOR_SITE_MAX_LENGTH,
    pattern: PRINTABLE,
    description: 'Empty, or a site or a social page (https:// is added when missing).',
  }),
  status: Type.Enum(CONTRACTOR_STATUSES),
  price: Nullable(Money('The agreed price in roubles, at most 2 decimals; null while unknown.')),
  comment: Text({ max: CONTRACTOR_COMMENT_MAX_LENGTH }),
};

/** POST /contractors: the kind and the name; the rest may come later (status: looking). */
export const ContractorCreate = Closed({
  category: contractorFields.category,
  name: contractorFields.name,
  phone: Type.Optional(contractorFields.phone),
  email: Type.Optional(contractorFields.email),
  site: Type.Optional(contractorFields.site),
  status: Type.Optional(contractorFields.status),
  price: Type.Optional(contractorFields.price),
  comment: Type.Optional(contractorFields.comment),
});
export type ContractorCreate = Static<typeof ContractorCreate>;

/** PATCH /contractors/{id}: any subset (moving a card on the board sends only `status`). */
export const ContractorPatch = Patch(Closed(contractorFields));
export type ContractorPatch = Static<typeof ContractorPatch>;

export const ContractorIdParams = Closed({ id: Id });
export type ContractorIdParams = Static<typeof ContractorIdParams>;
export const ContractorFileParams = Closed({ id: Id, fileId: Id });
export type ContractorFileParams = Static<typeof ContractorFileParams>;

/** DELETE /contractors/{id}: what becomes of its payments in the budget, when it has any. */
export const ContractorDeleteQuery = Closed({
  withPayments: Type.Optional(
    Type.Union([Type.Literal('remove'), Type.Literal('keep')], {
      description: 'remove: its budget items go with it; keep: they stay in the budget, naming nobody.',
    }),
  ),
});
export type ContractorDeleteQuery = Static<typeof ContractorDeleteQuery>;

/** A payment to a contractor: one budget item naming it (GET /budget shows the same). */
export const ContractorPayment = Closed({
  id: Type.String({ description: 'The budget item’s id (PATCH /budget/{id} marks it paid).' }),
  name: Type.String(),
  amount: Type.Number(),
  paid: Type.Number({ description: 'Roubles paid of it so far.' }),
  dueDate: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  due: DueState,
  rest: Type.Boolean({
    description: 'The rest of the agreed price beyond the payments (no date; it follows the price and the payments).',
  }),
});
export type ContractorPayment = Static<typeof ContractorPayment>;

export const ContractorFile = Closed({
  id: Type.String(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'Bytes.' }),
  createdAt: Type.String(),
});
export type ContractorFile = Static<typeof ContractorFile>;

export const Contractor = Closed({
  id: Type.String(),
  ...contractorFields,
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  site: Type.String(),
  comment: Type.String(),
  paidTotal: Type.Number({ description: 'Roubles paid to it: the sum of its budget items’ paid.' }),
  dueTotal: Type.Number({ description: 'Roubles still to pay on its budget items.' }),
  payments: Type.Array(ContractorPayment),
  files: Type.Array(ContractorFile),
});
export type Contractor = Static<typeof Contractor>;
export const Contractors = Type.Array(Contractor);
export type Contractors = Static<typeof Contractors>;

/** POST /contractors/{id}/payments: a budget item for this contractor, in the budget category of its kind. */
export const ContractorPaymentRequest = Closed({
  amount: Type.Number({ exclusiveMinimum: 0, maximum: MONEY_MAX, description: 'Roubles, at most 2 decimals.' }),
  dueDate: CalendarDate,
  kind: Type.Optional(Type.Enum(CONTRACTOR_PAYMENT_KINDS, { description: 'Names the item; deposit unless told.' })),
});
export type ContractorPaymentRequest = Static<typeof ContractorPaymentRequest>;

/**
 * Whether a site is one to keep: a web address, with or without its https:// (vk.com/foto), checked
 * as the boards' links are. Another scheme (javascript:, data:, mailto:) is refused: the page
 * renders the site as a link.
 */
export function isContractorSite(site: string): boolean {
  const trimmed = site.trim();
  const scheme = /^([a-z][a-z\d+.-]*):(?!\d)/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return false;
  return isWebLink(siteHref(trimmed));
}

/** A site as a link: https:// when the couple wrote only the host (vk.com/foto). */
export function siteHref(site: string): string {
  const trimmed = site.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A phone as a tel: link, only its digits and the leading plus. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** A contractor's budget item: a payment, or the rest of its agreed price (`contractorRest`). */
export type ContractorItem = BudgetItem & { contractorRest?: boolean };

/** A budget item paying a contractor, as the contractor shows it. */
export function contractorPaymentOf(item: ContractorItem): ContractorPayment {
  return {
    id: item.id,
    name: item.name,
    amount: item.price,
    paid: item.paid ?? 0,
    dueDate: item.dueDate,
    due: item.due,
    rest: item.contractorRest ?? false,
  };
}

/** What the contractor is paid and still owed: sums of its budget items, in exact kopecks. */
export function contractorTotals(payments: readonly ContractorPayment[]): { paidTotal: number; dueTotal: number } {
  let paid = 0;
  let due = 0;
  for (const payment of payments) {
    paid += toKopecks(payment.paid);
    due += Math.max(0, toKopecks(payment.amount) - toKopecks(payment.paid));
  }
  return { paidTotal: toRoubles(paid), dueTotal: toRoubles(due) };
}

/** The fields a contractor is stored with, as the API answers them. */
export type ContractorBase = Omit<Contractor, 'paidTotal' | 'dueTotal' | 'payments' | 'files'>;

/** A stored file (of either back end) as a contractor's answer lists it. */
export function contractorFileOf(file: ContractorFile): ContractorFile {
  const { id, fileName, contentType, size, createdAt } = file;
  return { id, fileName, contentType, size, createdAt };
}

/** A contractor's answer from its fields, the budget items paying it (due date first) and its files. */
export function contractorAnswer(
  base: ContractorBase,
  items: readonly ContractorItem[],
  files: readonly ContractorFile[],
): Contractor {
  const payments = items
    .filter((item) => item.contractorId === base.id)
    .map(contractorPaymentOf)
    .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));
  return { ...base, ...contractorTotals(payments), payments, files: [...files] };
}
