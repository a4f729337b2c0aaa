import { purchaseProblem } from './purchase-rules.ts';
import { EmptyAnswer } from './validation.ts';
import {
  Purchase,
  PurchaseIdParams,
  PurchaseList,
  PurchasePatch,
  PurchaseRequest,
  PurchaseToBudgetRequest,
} from './purchases.ts';
import { route } from './route-table.ts';

/** The stores section's calls (api.md, "Boards, notes and purchases"): the shopping list and its step into the budget. */
export const purchaseRoutes = {
  list: route({
    method: 'GET',
    path: '/purchases',
    access: 'read',
    summary: "The wedding's shopping list, in the order of adding",
    answer: PurchaseList,
  }),
  add: route({
    method: 'POST',
    path: '/purchases',
    access: 'write',
    summary: 'Add a purchase',
    body: PurchaseRequest,
    bodyRule: purchaseProblem,
    answer: Purchase,
    changes: ['/purchases'],
    activity: 'purchaseAdded',
  }),
  change: route({
    method: 'PATCH',
    path: '/purchases/:id',
    access: 'write',
    summary: 'Change a purchase: the full form, or only { bought } (the tick)',
    description:
      'A purchase already in the budget keeps its budget item as it is: the item is changed on the budget page.',
    params: PurchaseIdParams,
    body: PurchasePatch,
    bodyRule: purchaseProblem,
    answer: Purchase,
    changes: ['/purchases'],
    activity: { action: 'purchaseChanged', toggle: { field: 'bought', on: 'purchaseBought', off: 'purchaseUnbought' } },
  }),
  remove: route({
    method: 'DELETE',
    path: '/purchases/:id',
    access: 'write',
    summary: 'Delete a purchase (its budget item, if any, stays in the budget)',
    params: PurchaseIdParams,
    answer: EmptyAnswer,
    changes: ['/purchases'],
    activity: { action: 'purchaseDeleted', row: 'purchases.name' },
  }),
  toBudget: route({
    method: 'POST',
    path: '/purchases/:id/budget-item',
    access: 'write',
    summary: 'Put a purchase into the budget: a budget item of its name and price, paid in full once bought',
    description:
      'Only a purchase with a price (else 409); not bought yet, its item is still to pay (paid 0). The item goes to `category` (left out: «other», or the ' +
      'first category when the couple deleted it) and the answer is the purchase, naming it in budgetItemId. A ' +
      'second try answers 409 while that item exists; once it is deleted from the budget the purchase can go again.',
    params: PurchaseIdParams,
    body: PurchaseToBudgetRequest,
    answer: Purchase,
    errors: [409],
    changes: ['/purchases', '/budget', '/budget/summary'],
    activity: 'purchaseToBudget',
  }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    purchase: typeof purchaseRoutes;
  }
}
