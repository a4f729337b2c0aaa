import { HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import stores from '../../locales/ru/stores.json';
import validation from '../../locales/ru/validation.json';
import { hasWholeKopecks, toKopecks, toRoubles } from '../../src/contract/money.ts';
import { purchaseRoutes } from '../../src/contract/purchase-routes.ts';
import type { Purchase } from '../../src/contract/purchases.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import { newMockPurchases } from '../purchases-seed.ts';
import { mockDb, planKeyOf, type MockPurchase } from '../store.ts';
import { validationFailed } from '../validation.ts';
import { addMockPaidItem, mockBudgetItemIds } from './budget.ts';

/*
 * The shopping list as the server answers it (server/features/purchases): the guard and the schema
 * first, then a blank name, a price in whole kopecks, 404 for an id the wedding does not have, and
 * the step into the budget (409 while its item exists, for a purchase not bought or without price).
 */

function listOf(user: SessionUser): MockPurchase[] {
  const lists = (mockDb.purchases ??= {});
  return (lists[planKeyOf(user)] ??= newMockPurchases(mockDb.scenario));
}

function toAnswer(purchase: MockPurchase, liveItems: ReadonlySet<string>): Purchase {
  return {
    id: purchase.id,
    name: purchase.name,
    store: purchase.store,
    link: purchase.link,
    price: purchase.priceKopecks === null ? null : toRoubles(purchase.priceKopecks),
    bought: purchase.bought,
    budgetItemId: purchase.budgetItemId !== null && liveItems.has(purchase.budgetItemId) ? purchase.budgetItemId : null,
  };
}

const notFound = () => errorResponse(404, errors.server.notFound);
const fieldFailure = (field: string, text: string) => validationFailed([{ field, text }]);

/** The request's fields that break a rule the schema cannot say, as the server's 422. */
function badFields(body: { name?: string; price?: number | null }): Response | undefined {
  if (body.name !== undefined && !body.name.trim()) return fieldFailure('name', validation.required);
  if (typeof body.price === 'number' && !hasWholeKopecks(body.price)) return fieldFailure('price', validation.other);
  return undefined;
}

let counter = 0;
const newId = () => `pu_mock_${(counter += 1)}_${Date.now().toString(36)}`;

export const purchaseHandlers = [
  mockRoute(purchaseRoutes.list, ({ user }) => {
    const live = mockBudgetItemIds(user);
    return HttpResponse.json(listOf(user).map((purchase) => toAnswer(purchase, live)));
  }),

  mockRoute(purchaseRoutes.add, ({ user, body }) => {
    const bad = badFields(body);
    if (bad) return bad;
    const purchase: MockPurchase = {
      id: newId(),
      name: body.name.trim(),
      store: (body.store ?? '').trim(),
      link: (body.link ?? '').trim(),
      priceKopecks: body.price == null ? null : toKopecks(body.price),
      bought: body.bought ?? false,
      budgetItemId: null,
    };
    listOf(user).push(purchase);
    return HttpResponse.json(toAnswer(purchase, new Set()));
  }),

  mockRoute(purchaseRoutes.change, ({ user, params, body }) => {
    const purchase = listOf(user).find((candidate) => candidate.id === params.id);
    if (!purchase) return notFound();
    const bad = badFields(body);
    if (bad) return bad;
    if (body.name !== undefined) purchase.name = body.name.trim();
    if (body.store !== undefined) purchase.store = body.store.trim();
    if (body.link !== undefined) purchase.link = body.link.trim();
    if (body.price !== undefined) purchase.priceKopecks = body.price === null ? null : toKopecks(body.price);
    if (body.bought !== undefined) purchase.bought = body.bought;
    return HttpResponse.json(toAnswer(purchase, mockBudgetItemIds(user)));
  }),

  mockRoute(purchaseRoutes.remove, ({ user, params }) => {
    const list = listOf(user);
    const index = list.findIndex((candidate) => candidate.id === params.id);
    if (index < 0) return notFound();
    list.splice(index, 1);
    return HttpResponse.json({});
  }),

  mockRoute(purchaseRoutes.toBudget, ({ user, params, body }) => {
    const purchase = listOf(user).find((candidate) => candidate.id === params.id);
    if (!purchase) return notFound();
    if (toAnswer(purchase, mockBudgetItemIds(user)).budgetItemId !== null) {
      return errorResponse(409, stores.errors.alreadyInBudget);
    }
    if (purchase.priceKopecks === null) return errorResponse(409, stores.errors.noPrice);
    const item = addMockPaidItem(user, {
      name: purchase.name,
      priceKopecks: purchase.priceKopecks,
      paidKopecks: purchase.bought ? purchase.priceKopecks : 0,
      category: body.category,
    });
    if (item instanceof Response) return item;
    purchase.budgetItemId = item.id;
    return HttpResponse.json(toAnswer(purchase, new Set([item.id])));
  }),
];
