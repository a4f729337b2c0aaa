import { purchaseRoutes } from '../../src/contract/purchase-routes.ts';
import * as rules from '../../src/contract/purchase-rules.ts';
import { toRoubles } from '../../src/contract/money.ts';
import { mockCollection, mockDb, newMockId, planData, refuseWith } from '../kit.ts';
import { newMockPurchases } from '../purchases-seed.ts';
import { addMockPaidItem, mockBudgetItemIds } from './budget.ts';

/* The shopping list as the server keeps it (server/features/purchases), by the rules of purchase-rules.ts. */
const purchases = mockCollection(
  planData('purchases', () => newMockPurchases(mockDb.scenario)),
  (purchase, user) => rules.purchaseAnswer(purchase, mockBudgetItemIds(user)),
);

export const purchaseHandlers = [
  purchases.list(purchaseRoutes.list),
  purchases.add(purchaseRoutes.add, ({ body }) => rules.newPurchase(newMockId('pu'), body)),
  purchases.change(purchaseRoutes.change, (row, { body }) => void Object.assign(row, rules.purchaseChanges(body))),
  purchases.remove(purchaseRoutes.remove),
  purchases.change(purchaseRoutes.toBudget, (purchase, { user, body }) => {
    refuseWith(rules.toBudgetRefusal(rules.purchaseAnswer(purchase, mockBudgetItemIds(user))));
    const price = toRoubles(purchase.priceKopecks!);
    const item = addMockPaidItem(user, { ...body, name: purchase.name, price, paid: purchase.bought ? price : 0 });
    purchase.budgetItemId = item.id;
  }),
];
