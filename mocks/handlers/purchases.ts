import { purchaseRoutes } from '../../src/contract/purchase-routes.ts';
import {
  newPurchase,
  purchaseAnswer,
  purchaseChanges,
  purchaseProblem,
  toBudgetRefusal,
} from '../../src/contract/purchase-rules.ts';
import { mockCollection, newMockId } from '../collection.ts';
import { errorResponse } from '../http.ts';
import { newMockPurchases } from '../purchases-seed.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { catalogueKeyText } from '../validation.ts';
import { addMockPaidItem, mockBudgetItemIds } from './budget.ts';

/* The shopping list as the server keeps it (server/features/purchases), by the rules of purchase-rules.ts. */
const purchases = mockCollection(
  (user) => ((mockDb.purchases ??= {})[planKeyOf(user)] ??= newMockPurchases(mockDb.scenario)),
  (purchase, user) => purchaseAnswer(purchase, mockBudgetItemIds(user)),
);

export const purchaseHandlers = [
  purchases.list(purchaseRoutes.list),
  purchases.add(purchaseRoutes.add, ({ body }) => {
    const problem = purchaseProblem(body);
    return problem ? { problem } : newPurchase(newMockId('pu'), body);
  }),
  purchases.change(
    purchaseRoutes.change,
    (purchase, { body }) => void Object.assign(purchase, purchaseChanges(body)),
    ({ body }) => purchaseProblem(body),
  ),
  purchases.remove(purchaseRoutes.remove),
  purchases.change(purchaseRoutes.toBudget, (purchase, { user, body }) => {
    const refusal = toBudgetRefusal(purchaseAnswer(purchase, mockBudgetItemIds(user)));
    if (refusal) return errorResponse(409, catalogueKeyText(refusal));
    const item = addMockPaidItem(user, {
      name: purchase.name,
      priceKopecks: purchase.priceKopecks!,
      paidKopecks: purchase.bought ? purchase.priceKopecks! : 0,
      category: body.category,
    });
    if (item instanceof Response) return item;
    purchase.budgetItemId = item.id;
  }),
];
