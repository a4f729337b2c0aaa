import { http, HttpResponse } from 'msw';
import budgetTexts from '../../locales/ru/budget.json';
import errors from '../../locales/ru/errors.json';
import subscriptionTexts from '../../locales/ru/subscriptions.json';
import validation from '../../locales/ru/validation.json';
import {
  BudgetCategoryDeleteQuery,
  BudgetCategoryRequest,
  BudgetItemPatch,
  BudgetItemRequest,
  BudgetPeopleRequest,
  BudgetSummaryRequest,
  type BudgetPeople,
  type BudgetItem,
  type BudgetSummary,
} from '../../src/contract/budget.ts';
import {
  budgetItemAnswer,
  budgetSummaryOf,
  calculatedKopecks,
  headCountOf,
  peopleOf,
  type HeadCount,
} from '../../src/contract/budget-rules.ts';
import { CHILDREN_PEOPLE, type Guest } from '../../src/contract/guests.ts';
import { hasWholeKopecks, toKopecks } from '../../src/contract/money.ts';
import { subscriptionState } from '../../src/contract/session.ts';
import { newMockBudget } from '../budget-seed.ts';
import { apiPath, errorResponse } from '../http.ts';
import { mockDb, sessionAccount, type MockBudget } from '../store.ts';
import type { Static, TSchema } from 'typebox';
import { checkBody, jsonBody, validationFailed } from '../validation.ts';

/*
 * The budget calls as the server answers them (server/features/budget): the planning guard's
 * 401/403 first, then the schema's 422, then the rules (money in whole kopecks, the category one of
 * the couple's, paid at most the price), 404 for an id the couple does not have. A per-person price
 * counts the mock guest list (mockDb.guests), as the server counts its own.
 */

type Access = 'read' | 'write';
type Budget = MockBudget;
type Guarded =
  | { budget: Budget; count: HeadCount; refusal?: undefined }
  | { refusal: Response; budget?: undefined; count?: undefined };

/** The couple's budget and head count, or the answer the planning guard gives instead. */
function guarded(access: Access): Guarded {
  const account = sessionAccount();
  if (!account) return { refusal: errorResponse(401, errors.server.unauthorized) };
  if (!account.user.wedding) return { refusal: errorResponse(403, errors.server.noWedding) };
  const state = subscriptionState(account.user.subscriptions);
  if (state === 'never') return { refusal: errorResponse(403, subscriptionTexts.errors.required) };
  if (state === 'ended' && access === 'write') return { refusal: errorResponse(403, subscriptionTexts.errors.ended) };
  if (access === 'write' && account.user.wedding.role === 'helper') {
    return { refusal: errorResponse(403, errors.server.helperReadOnly) };
  }
  const id = account.user.id;
  mockDb.budgets[id] ??= newMockBudget(mockDb.scenario);
  const budget = mockDb.budgets[id];
  return { budget, count: headCountOf(guestListPeople(mockDb.guests[id] ?? []), budget.countChildren ?? true) };
}

/**
 * The start of every budget write with a body: the planning guard, a JSON object, the contract's
 * schema, in the server's order. Answers the couple's budget and the checked body, or the refusal.
 */
async function checkedWrite<S extends TSchema>(
  request: Request,
  schema: S,
): Promise<{ budget: Budget; count: HeadCount; value: Static<S>; refusal?: undefined } | { refusal: Response }> {
  const { budget, count, refusal } = guarded('write');
  if (refusal) return { refusal };
  const body = await jsonBody(request);
  if (!body) return { refusal: malformed() };
  const { value, failure } = checkBody(schema, body);
  if (failure) return { refusal: failure };
  return { budget, count, value };
}

/** The guest list's people as the server counts them: guests and +1s, and the children apart. */
function guestListPeople(guests: readonly Guest[]): { people: number; children: number } {
  return {
    people: guests.reduce((sum, guest) => sum + 1 + (guest.withHalf ? 1 : 0), 0),
    children: guests.reduce((sum, guest) => sum + CHILDREN_PEOPLE[guest.children], 0),
  };
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
const malformed = () => errorResponse(400, errors.server.malformedJson);

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
  http.get(apiPath('/budget'), () => {
    const { budget, count, refusal } = guarded('read');
    return refusal ?? HttpResponse.json(answers(budget, count));
  }),

  http.post(apiPath('/budget'), async ({ request }) => {
    const write = await checkedWrite(request, BudgetItemRequest);
    if (write.refusal) return write.refusal;
    const { budget, count, value } = write;
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

  http.patch(apiPath('/budget/:id'), async ({ request, params }) => {
    const write = await checkedWrite(request, BudgetItemPatch);
    if (write.refusal) return write.refusal;
    const { budget, count, value } = write;
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
    let price = item.priceKopecks;
    if (value.price !== undefined || value.paid !== undefined || value.unitPrice !== undefined) {
      price = unit === null ? fixed : calculatedKopecks(unit, count);
      if (paid !== null && paid > price) return fieldFailure('paid', validation.numberMax);
    }
    Object.assign(item, {
      name: value.name === undefined ? item.name : value.name.trim(),
      category: value.category ?? item.category,
      priceKopecks: price,
      unitPriceKopecks: unit,
      paidKopecks: paid,
      dueDate: value.dueDate === undefined ? item.dueDate : value.dueDate,
    });
    return HttpResponse.json(budgetItemAnswer(item, count, new Date()));
  }),

  http.delete(apiPath('/budget/:id'), ({ params }) => {
    const { budget, refusal } = guarded('write');
    if (refusal) return refusal;
    const index = budget.items.findIndex((i) => i.id === params.id);
    if (index < 0) return notFound();
    budget.items.splice(index, 1);
    return HttpResponse.json({});
  }),

  http.get(apiPath('/budget/summary'), () => {
    const { budget, count, refusal } = guarded('read');
    return refusal ?? HttpResponse.json(summaryOf(budget, count));
  }),

  http.post(apiPath('/budget/summary'), async ({ request }) => {
    const write = await checkedWrite(request, BudgetSummaryRequest);
    if (write.refusal) return write.refusal;
    const { budget, count, value } = write;
    if (!hasWholeKopecks(value.value)) return fieldFailure('value', validation.other);
    budget.totalKopecks = toKopecks(value.value);
    return HttpResponse.json(summaryOf(budget, count));
  }),

  http.get(apiPath('/budget/people'), () => {
    const { count, refusal } = guarded('read');
    return refusal ?? HttpResponse.json(peopleAnswer(count));
  }),

  http.post(apiPath('/budget/people'), async ({ request }) => {
    const write = await checkedWrite(request, BudgetPeopleRequest);
    if (write.refusal) return write.refusal;
    const { budget, count, value } = write;
    budget.countChildren = value.countChildren;
    return HttpResponse.json(peopleAnswer({ ...count, countChildren: value.countChildren }));
  }),

  http.get(apiPath('/dictionaries/budget/category'), () => {
    const { budget, refusal } = guarded('read');
    return refusal ?? HttpResponse.json(budget.categories);
  }),

  http.post(apiPath('/dictionaries/budget/category'), async ({ request }) => {
    const write = await checkedWrite(request, BudgetCategoryRequest);
    if (write.refusal) return write.refusal;
    const { budget, value } = write;
    const name = value.name.trim();
    if (!name) return fieldFailure('name', validation.required);
    if (nameTaken(budget, name)) return fieldFailure('name', budgetTexts.errors.categoryExists);
    const category = { id: newId('bc'), code: newId('c'), name };
    budget.categories.push(category);
    return HttpResponse.json(category);
  }),

  http.patch(apiPath('/dictionaries/budget/category/:id'), async ({ request, params }) => {
    const write = await checkedWrite(request, BudgetCategoryRequest);
    if (write.refusal) return write.refusal;
    const { budget, value } = write;
    const category = budget.categories.find((c) => c.id === params.id);
    if (!category) return notFound();
    const name = value.name.trim();
    if (!name) return fieldFailure('name', validation.required);
    if (nameTaken(budget, name, category.id)) return fieldFailure('name', budgetTexts.errors.categoryExists);
    category.name = name;
    return HttpResponse.json(category);
  }),

  http.delete(apiPath('/dictionaries/budget/category/:id'), ({ request, params }) => {
    const { budget, refusal } = guarded('write');
    if (refusal) return refusal;
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const { value, failure } = checkBody(BudgetCategoryDeleteQuery, query);
    if (failure) return failure;
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
