import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Nullable, Patch, PRINTABLE, RequiredText } from './schema-kit.ts';

/*
 * The budget calls (api.md, "Planning"), each declared once: the server validates and documents
 * with these schemas, the mock handlers check with them, the page's forms take their limits from
 * them. Money travels as roubles with at most 2 decimals and is kept as integer kopecks (money.ts).
 *
 * Beyond the spec, an item may carry `dueDate` (when its unpaid rest is due) and `unitPrice` (a
 * price per person: the item's price is then the unit price times the people on the guest list).
 */

/** The largest sum accepted anywhere in the budget, in roubles (a billion: no wedding costs more). */
export const MONEY_MAX = 1_000_000_000;
export const BUDGET_NAME_MAX_LENGTH = 200;
export const CATEGORY_NAME_MAX_LENGTH = 100;
/** An unpaid rest due within this many days (today included) is "due soon". */
export const DUE_SOON_DAYS = 14;

const Money = (description: string) => Type.Number({ minimum: 0, maximum: MONEY_MAX, description });
export const CalendarDate = Type.String({
  format: 'date',
  formatMinimum: '2000-01-01',
  formatMaximum: '2100-12-31',
  description: 'A calendar date, YYYY-MM-DD.',
});
export type CalendarDate = Static<typeof CalendarDate>;
const CategoryCode = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: PRINTABLE,
  description: 'The code of one of the couple’s budget categories.',
});

/** POST /budget. With `unitPrice` set, `price` is computed by the server and the sent one is ignored. */
export const BudgetItemRequest = Closed({
  name: RequiredText({ max: BUDGET_NAME_MAX_LENGTH, printable: true }),
  category: CategoryCode,
  price: Money('Roubles, at most 2 decimals.'),
  paid: Type.Optional(Nullable(Money('Roubles paid so far; at most the price.'))),
  dueDate: Type.Optional(Nullable(CalendarDate)),
  unitPrice: Type.Optional(
    Nullable(
      Money('Price per person: the item then costs this times the people on the guest list (POST /budget/people).'),
    ),
  ),
});
export type BudgetItemRequest = Static<typeof BudgetItemRequest>;

/** PATCH /budget/{id}: any subset of the fields. */
export const BudgetItemPatch = Patch(BudgetItemRequest);
export type BudgetItemPatch = Static<typeof BudgetItemPatch>;

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type IdParams = Static<typeof IdParams>;

/**
 * How a per-person price was reached: one head count, the guest list's (the guest page's own
 * figure), with or without the children as the couple chose (POST /budget/people).
 */
export const PerPerson = Closed({
  unitPrice: Type.Number(),
  people: Type.Integer({ description: 'The people the price counts: grown-ups, plus the children when counted.' }),
  children: Type.Integer({ description: 'Children on the guest list, counted or not.' }),
  childrenCounted: Type.Boolean({ description: 'Whether `people` includes the children.' }),
  calculated: Type.Number({ description: 'unitPrice × people.' }),
});
export type PerPerson = Static<typeof PerPerson>;

export const DueState = Nullable(
  Type.Union([Type.Literal('overdue'), Type.Literal('soon')], {
    description: `overdue: the due date has passed with a rest unpaid; soon: due within ${DUE_SOON_DAYS} days.`,
  }),
);
export type DueState = Static<typeof DueState>;

export const BudgetItem = Closed({
  id: Type.String(),
  name: Type.String(),
  category: Type.String({ description: 'A budget-category code.' }),
  price: Type.Number({
    description: 'Roubles. For a per-person item: the calculated price, never below what is paid.',
  }),
  paid: Nullable(Type.Number()),
  dueDate: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  perPerson: Nullable(PerPerson),
  due: DueState,
  contractorId: Nullable(
    Type.String({ description: 'The contractor this item pays (POST /contractors/{id}/payments).' }),
  ),
  contractorName: Nullable(Type.String({ description: 'That contractor’s name.' })),
  contractorRest: Type.Boolean({
    description:
      'The rest of a contractor’s agreed price beyond its payments (api.md, "the agreed price"): it follows ' +
      'the price and the payments, so its price is changed on the contractor and it is not deleted here.',
  }),
});
export type BudgetItem = Static<typeof BudgetItem>;

export const BudgetItems = Type.Array(BudgetItem);
export type BudgetItems = Static<typeof BudgetItems>;

export const BudgetSummaryRequest = Closed({ value: Money('The total budget in roubles.') });
export type BudgetSummaryRequest = Static<typeof BudgetSummaryRequest>;

/** POST /budget/people: whether per-person prices count the children on the guest list. */
export const BudgetPeopleRequest = Closed({ countChildren: Type.Boolean() });
export type BudgetPeopleRequest = Static<typeof BudgetPeopleRequest>;

/** The head count per-person prices use: the guest list's people, and the couple's choice on children. */
export const BudgetPeople = Closed({
  people: Type.Integer({ description: 'What a per-person price counts.' }),
  grownUps: Type.Integer({ description: 'Guests and their +1s.' }),
  children: Type.Integer({ description: 'Children on the guest list.' }),
  countChildren: Type.Boolean(),
});
export type BudgetPeople = Static<typeof BudgetPeople>;

/**
 * The budget's figures, each with one meaning, computed once (budget-rules.ts `budgetSummaryOf`) by
 * the server and the mocks alike; the main page and the budget page show them under the same names
 * (locales/ru/common.json, `budgetFigures`).
 */
export const BudgetSummary = Closed({
  value: Type.Number({ description: 'total: the total budget the couple set; 0 while not set.' }),
  planned: Type.Number({ description: 'planned: the sum of every item’s price.' }),
  paid: Type.Number({ description: 'paid: the sum of what is paid.' }),
  unpaid: Type.Number({ description: 'left to pay: planned − paid.' }),
  free: Nullable(
    Type.Number({
      description: 'free of the total (negative: over it): value − planned; null while no total is set.',
    }),
  ),
  gifts: Type.Number({ description: 'received as gifts: the money gifts of the gifts ledger, in roubles.' }),
  net: Type.Number({
    description: 'net cost (negative: the gifts exceed it): paid − gifts, what the couple has spent of their own.',
  }),
});
export type BudgetSummary = Static<typeof BudgetSummary>;

export const BudgetCategory = Closed({ id: Type.String(), code: Type.String(), name: Type.String() });
export type BudgetCategory = Static<typeof BudgetCategory>;
export const BudgetCategories = Type.Array(BudgetCategory);
export type BudgetCategories = Static<typeof BudgetCategories>;

export const BudgetCategoryRequest = Closed({
  name: RequiredText({ max: CATEGORY_NAME_MAX_LENGTH, printable: true }),
});
export type BudgetCategoryRequest = Static<typeof BudgetCategoryRequest>;

/** DELETE /dictionaries/budget/category/{id}: what happens to the category's items, if it has any. */
export const BudgetCategoryDeleteQuery = Closed({
  moveTo: Type.Optional(CategoryCode),
  deleteItems: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false')], {
      description: 'true: the items are deleted with the category.',
    }),
  ),
});
export type BudgetCategoryDeleteQuery = Static<typeof BudgetCategoryDeleteQuery>;

/** The codes of the categories every couple starts with (names in locales/ru/budget.json). */
export const DEFAULT_BUDGET_CATEGORIES = [
  'banquet',
  'venue',
  'brideLook',
  'groomLook',
  'rings',
  'photo',
  'video',
  'hostAndMusic',
  'floristry',
  'transport',
  'beauty',
  'printing',
  'cake',
  'gifts',
  'honeymoon',
  'registry',
  'other',
] as const;
