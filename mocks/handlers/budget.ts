import { HttpResponse } from 'msw';
import budgetTexts from '../../locales/ru/budget.json';
import errors from '../../locales/ru/errors.json';
import validation from '../../locales/ru/validation.json';
import { budgetRoutes } from '../../src/contract/budget-routes.ts';
import type { BudgetPeople, BudgetItem, BudgetSummary } from '../../src/contract/budget.ts';
import {
  budgetItemAnswer,
  budgetSummaryOf,
  calculatedKopecks,
  headCountOf,
  peopleOf,
  type HeadCount,
} from '../../src/contract/budget-rules.ts';
import type { Guest } from '../../src/contract/guests.ts';
import { peopleOfGuests } from '../../src/contract/people-rules.ts';
import { hasWholeKopecks, toKopecks } from '../../src/contract/money.ts';
import { newMockBudget } from '../budget-seed.ts';
import { keepMockRestInStep } from '../contractor-rest.ts';
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { mockDb, planKeyOf, type MockBudget } from '../store.ts';
import { validationFailed } from '../validation.ts';

/*
 * The budget calls as the server answers them (server/features/budget): the planning guard's
 * 401/403 first, then the schema's 422, then the rules (money in whole kopecks, the category one of
 * the couple's, paid at most the price), 404 for an id the couple does not have. A per-person price
 * counts the mock guest list (mockDb.guests), as the server counts its own.
 */

type Budget = MockBudget;

/** The wedding's budget (seeded on the first call, as the server seeds it) and its head count. */
function budgetOf(user: SessionUser): { budget: Budget; count: HeadCount } {
  const key = planKeyOf(user);
  mockDb.budgets[key] ??= newMockBudget(mockDb.scenario);
  const budget = mockDb.budgets[key];
  return { budget, count: headCountOf(guestListPeople(mockDb.guests[key] ?? []), budget.countChildren ?? true) };
}

/** The guest list's people as the server counts them (people-rules.ts): guests and +1s, and the children apart. */
function guestListPeople(guests: readonly Guest[]): { people: number; children: number } {
  const { people, children } = peopleOfGuests(guests);
  return { people: people - children, children };
}

/** After a contractor's payment changed or went: its rest item follows (mocks/contractor-rest.ts). */
function keepContractorInStep(user: SessionUser, budget: Budget, contractorId: string | null | undefined) {
  const contractor = mockDb.contractors?.[planKeyOf(user)]?.contractors.find((one) => one.id === contractorId);
  if (contractor) keepMockRestInStep(budget, contractor);
}

function peopleAnswer(count: HeadCount): BudgetPeople {
  return {
    people: peopleOf(count),
    grownUps: count.grownUps,
    children: count.children,
    countChildren: count.countChildren,
  };
}

const fieldFailure = (field: string, text: string) => validationFailed([{ text, field }]);
const notFound = () => errorResponse(404, errors.server.notFound);

function answers(budget: Budget, count: HeadCount): BudgetItem[] {
  const now = new Date();
  return budget.items.map((item) => budgetItemAnswer(item, count, now));
}

function summaryOf(budget: Budget, count: HeadCount): BudgetSummary {
  return budgetSummaryOf(budget.totalKopecks, answers(budget, count));
}

function badKopecks(fields: Record<string, number | null | undefined>): Response | undefined {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'number' && !hasWholeKopecks(value)) return fieldFailure(field, validation.other);
  }
  return undefined;
}

const kopecksOrNull = (value: number | null | undefined) => (value == null ? null : toKopecks(value));
let counter = 0;
const newId = (prefix: string) => `${prefix}_mock_${(counter += 1)}_${Date.now().toString(36)}`;

function nameTaken(budget: Budget, name: string, exceptId?: string): boolean {
  return budget.categories.some(
    (c) => c.id !== exceptId && c.name.toLocaleLowerCase('ru') === name.toLocaleLowerCase('ru'),
  );
}

export const budgetHandlers = [
  mockRoute(budgetRoutes.items, ({ user }) => {
    const { budget, count } = budgetOf(user);
    return HttpResponse.json(answers(budget, count));
  }),

  mockRoute(budgetRoutes.addItem, ({ user, body: value }) => {
    const { budget, count } = budgetOf(user);
    const bad = badKopecks({ price: value.price, paid: value.paid, unitPrice: value.unitPrice });
    if (bad) return bad;
    if (!budget.categories.some((c) => c.code === value.category)) return fieldFailure('category', validation.other);
    const unit = kopecksOrNull(value.unitPrice);
    const paid = kopecksOrNull(value.paid);
    const price = unit === null ? toKopecks(value.price) : calculatedKopecks(unit, count);
    if (paid !== null && paid > price) return fieldFailure('paid', validation.numberMax);
    const item = {
      id: newId('bi'),
      name: value.name.trim(),
      category: value.category,
      priceKopecks: price,
      unitPriceKopecks: unit,
      paidKopecks: paid,
      dueDate: value.dueDate ?? null,
    };
    budget.items.push(item);
    return HttpResponse.json(budgetItemAnswer(item, count, new Date()));
  }),

  mockRoute(budgetRoutes.changeItem, ({ user, params, body: value }) => {
    const { budget, count } = budgetOf(user);
    const item = budget.items.find((i) => i.id === params.id);
    if (!item) return notFound();
    const bad = badKopecks({ price: value.price, paid: value.paid, unitPrice: value.unitPrice });
    if (bad) return bad;
    if (value.category !== undefined && !budget.categories.some((c) => c.code === value.category)) {
      return fieldFailure('category', validation.other);
    }
    const unit = value.unitPrice === undefined ? item.unitPriceKopecks : kopecksOrNull(value.unitPrice);
    const paid = value.paid === undefined ? item.paidKopecks : kopecksOrNull(value.paid);
    const fixed = value.price === undefined ? item.priceKopecks : toKopecks(value.price);
    // The rest of a contractor's price follows the price and the payments, not an edit of its own.
    if (item.contractorRest && (fixed !== item.priceKopecks || unit !== null)) {
      return fieldFailure('price', budgetTexts.errors.contractorRest);
    }
    let price = item.priceKopecks;
    if (value.price !== undefined || value.paid !== undefined || value.unitPrice !== undefined) {
      price = unit === null ? fixed : calculatedKopecks(unit, count);
      if (paid !== null && paid > price) return fieldFailure('paid', validation.numberMax);
    }
    const moved = price !== item.priceKopecks;
    Object.assign(item, {
      name: value.name === undefined ? item.name : value.name.trim(),
      category: value.category ?? item.category,
      priceKopecks: price,
      unitPriceKopecks: unit,
      paidKopecks: paid,
      dueDate: value.dueDate === undefined ? item.dueDate : value.dueDate,
    });
    if (moved && !item.contractorRest) keepContractorInStep(user, budget, item.contractorId);
    return HttpResponse.json(budgetItemAnswer(item, count, new Date()));
  }),

  mockRoute(budgetRoutes.deleteItem, ({ user, params }) => {
    const { budget } = budgetOf(user);
    const index = budget.items.findIndex((i) => i.id === params.id);
    if (index < 0) return notFound();
    const [item] = budget.items.splice(index, 1);
    if (item?.contractorRest && item.contractorId) {
      budget.items.splice(index, 0, item);
      return errorResponse(422, budgetTexts.errors.contractorRest);
    }
    keepContractorInStep(user, budget, item?.contractorId);
    return HttpResponse.json({});
  }),

  mockRoute(budgetRoutes.summary, ({ user }) => {
    const { budget, count } = budgetOf(user);
    return HttpResponse.json(summaryOf(budget, count));
  }),

  mockRoute(budgetRoutes.setTotal, ({ user, body }) => {
    const { budget, count } = budgetOf(user);
    if (!hasWholeKopecks(body.value)) return fieldFailure('value', validation.other);
    budget.totalKopecks = toKopecks(body.value);
    return HttpResponse.json(summaryOf(budget, count));
  }),

  mockRoute(budgetRoutes.people, ({ user }) => HttpResponse.json(peopleAnswer(budgetOf(user).count))),

  mockRoute(budgetRoutes.setCountChildren, ({ user, body }) => {
    const { budget, count } = budgetOf(user);
    budget.countChildren = body.countChildren;
    return HttpResponse.json(peopleAnswer({ ...count, countChildren: body.countChildren }));
  }),

  mockRoute(budgetRoutes.categories, ({ user }) => HttpResponse.json(budgetOf(user).budget.categories)),

  mockRoute(budgetRoutes.addCategory, ({ user, body }) => {
    const { budget } = budgetOf(user);
    const name = body.name.trim();
    if (!name) return fieldFailure('name', validation.required);
    if (nameTaken(budget, name)) return fieldFailure('name', budgetTexts.errors.categoryExists);
    const category = { id: newId('bc'), code: newId('c'), name };
    budget.categories.push(category);
    return HttpResponse.json(category);
  }),

  mockRoute(budgetRoutes.renameCategory, ({ user, params, body }) => {
    const { budget } = budgetOf(user);
    const category = budget.categories.find((c) => c.id === params.id);
    if (!category) return notFound();
    const name = body.name.trim();
    if (!name) return fieldFailure('name', validation.required);
    if (nameTaken(budget, name, category.id)) return fieldFailure('name', budgetTexts.errors.categoryExists);
    category.name = name;
    return HttpResponse.json(category);
  }),

  mockRoute(budgetRoutes.deleteCategory, ({ user, params, query: value }) => {
    const { budget } = budgetOf(user);
    const category = budget.categories.find((c) => c.id === params.id);
    if (!category) return notFound();
    const inside = budget.items.filter((i) => i.category === category.code);
    if (inside.length > 0) {
      if (value.moveTo !== undefined) {
        if (value.moveTo === category.code || !budget.categories.some((c) => c.code === value.moveTo)) {
          return fieldFailure('moveTo', validation.other);
        }
        for (const item of inside) item.category = value.moveTo;
      } else if (value.deleteItems === 'true') {
        budget.items = budget.items.filter((i) => i.category !== category.code);
      } else {
        return fieldFailure('moveTo', budgetTexts.errors.categoryHasItems);
      }
    }
    budget.categories = budget.categories.filter((c) => c.id !== category.id);
    return HttpResponse.json({});
  }),
];

/**
 * What the shopping list's mock (mocks/handlers/purchases.ts) does with the budget, as the server's
 * server/features/budget/public.ts: an item paid in full (or as much as `paidKopecks`) in `category` or «other» (else the first), or a
 * 422 on the category; and which of its items still exist.
 */
export function addMockPaidItem(
  user: SessionUser,
  wanted: { name: string; priceKopecks: number; paidKopecks?: number; category?: string },
): { id: string } | Response {
  const { budget } = budgetOf(user);
  const category = wanted.category ?? (budget.categories.find((c) => c.code === 'other') ?? budget.categories[0])?.code;
  if (category === undefined) return fieldFailure('category', validation.required);
  if (!budget.categories.some((c) => c.code === category)) return fieldFailure('category', validation.other);
  const item = {
    id: newId('bi'),
    name: wanted.name,
    category,
    priceKopecks: wanted.priceKopecks,
    unitPriceKopecks: null,
    paidKopecks: wanted.paidKopecks ?? wanted.priceKopecks,
    dueDate: null,
  };
  budget.items.push(item);
  return { id: item.id };
}

export function mockBudgetItemIds(user: SessionUser): Set<string> {
  return new Set(budgetOf(user).budget.items.map((item) => item.id));
}
