import * as Type from 'typebox';
import type { Static } from 'typebox';
import { MONEY_MAX } from './budget.ts';
import { Closed, Nullable, Patch, RequiredText, Text } from './schema-kit.ts';

/*
 * The stores section (api.md, "Boards, notes and purchases"): the wedding's shopping list, what to
 * buy, where (a store's name and a link), for how much and whether it is bought. A bought purchase
 * with a price becomes a budget item in one step (POST /purchases/{id}/budget-item); the purchase
 * then names that item (`budgetItemId`), so it is never added twice.
 */

export const PURCHASE_NAME_MAX_LENGTH = 200;
export const PURCHASE_STORE_MAX_LENGTH = 200;
export const PURCHASE_LINK_MAX_LENGTH = 2000;

/** A web address to open in a new tab: http or https only, so no script can hide in a link. */
export const PURCHASE_LINK_PATTERN = '^(https?://[^\\s\\u0000-\\u001F\\u007F]+)?$';

/** A price in roubles: the form's limits and the wire's. */
export const PurchasePrice = Type.Number({
  minimum: 0,
  maximum: MONEY_MAX,
  description: 'Roubles, at most 2 decimals; null if unknown.',
});
export type PurchasePrice = Static<typeof PurchasePrice>;

export const PurchaseRequest = Closed({
  name: RequiredText({
    max: PURCHASE_NAME_MAX_LENGTH,
    printable: true,
    description: 'What to buy. Leading and trailing spaces are dropped.',
  }),
  store: Type.Optional(Text({ max: PURCHASE_STORE_MAX_LENGTH, description: 'Where: a store’s name; empty if none.' })),
  link: Type.Optional(
    Type.String({
      maxLength: PURCHASE_LINK_MAX_LENGTH,
      pattern: PURCHASE_LINK_PATTERN,
      description: 'The page of the thing or the store, http(s)://…; empty if none.',
    }),
  ),
  price: Type.Optional(Nullable(PurchasePrice)),
  bought: Type.Optional(Type.Boolean({ description: 'Bought already; false when left out.' })),
});
export type PurchaseRequest = Static<typeof PurchaseRequest>;

/** PATCH /purchases/{id}: the full form, or only `{ bought }` (the tick); what is left out keeps its value. */
export const PurchasePatch = Patch(PurchaseRequest);
export type PurchasePatch = Static<typeof PurchasePatch>;

export const PurchaseIdParams = Closed({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type PurchaseIdParams = Static<typeof PurchaseIdParams>;

/** POST /purchases/{id}/budget-item: the budget category to file it under. */
export const PurchaseToBudgetRequest = Closed({
  category: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'One of the couple’s budget-category codes; left out: «other», or the first category.',
    }),
  ),
});
export type PurchaseToBudgetRequest = Static<typeof PurchaseToBudgetRequest>;

export const Purchase = Closed({
  id: Type.String(),
  name: Type.String(),
  store: Type.String(),
  link: Type.String({ description: 'http(s) address, or empty.' }),
  price: Nullable(Type.Number({ description: 'Roubles; null while unknown.' })),
  bought: Type.Boolean(),
  budgetItemId: Nullable(
    Type.String({ description: 'The budget item made from it (POST /purchases/{id}/budget-item), while it exists.' }),
  ),
});
export type Purchase = Static<typeof Purchase>;

export const PurchaseList = Type.Array(Purchase, { description: 'In the order they were added.' });
export type PurchaseList = Static<typeof PurchaseList>;
