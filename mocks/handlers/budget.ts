import { HttpResponse } from 'msw';
import { budgetRoutes } from '../../src/contract/budget-routes.ts';
import {
  budgetItemAnswer,
  budgetItemProblem,
  budgetPeopleOf,
  budgetSummaryOf,
  categoryAmong,
  categoryDeletion,
  categoryNameProblem,
  headCountOf,
  newStoredItem,
  storedItemChanges,
} from '../../src/contract/budget-rules.ts';
import { peopleOfGuests } from '../../src/contract/people-rules.ts';
import { toKopecks } from '../../src/contract/money.ts';
import { kopecksProblem } from '../../src/contract/rule-problem.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { newMockBudget } from '../budget-seed.ts';
import { mockCollection, newMockId } from '../collection.ts';
import { keepMockRestInStep } from '../contractor-rest.ts';
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf, type MockBudget } from '../store.ts';
import { catalogueKeyText, problemAnswer } from '../validation.ts';

/*
 * The budget as the server keeps it (server/features/budget), by the rules of budget-rules.ts. A
 * per-person price counts the mock guest list (mockDb.guests), as the server counts its own.
 */

/** The wedding's budget (seeded on the first call, as the server seeds it) and its head count. */
function budgetOf(user: SessionUser) {
  const key = planKeyOf(user);
  const budget = (mockDb.budgets[key] ??= newMockBudget(mockDb.scenario));
  const { people, children } = peopleOfGuests(mockDb.guests[key] ?? []);
  return { budget, count: headCountOf({ people: people - children, children }, budget.countChildren ?? true) };
}

/** After a contractor's payment changed or went: its rest item follows (mocks/contractor-rest.ts). */
function keepContractorInStep(user: SessionUser, budget: MockBudget, contractorId: string | null | undefined) {
  const contractor = mockDb.contractors?.[planKeyOf(user)]?.contractors.find((one) => one.id === contractorId);
  if (contractor) keepMockRestInStep(budget, contractor);
}

const summaryOf = (user: SessionUser) => {
  const { budget, count } = budgetOf(user);
  const now = new Date();
  return budgetSummaryOf(
    budget.totalKopecks,
    budget.items.map((item) => budgetItemAnswer(item, count, now)),
  );
};

const known = (user: SessionUser, code: string | undefined) =>
  code === undefined || budgetOf(user).budget.categories.some((category) => category.code === code);

const items = mockCollection(
  (user) => budgetOf(user).budget.items,
  (item, user) => budgetItemAnswer(item, budgetOf(user).count, new Date()),
);
const categories = mockCollection(
  (user) => budgetOf(user).budget.categories,
  (category) => category,
);

export const budgetHandlers = [
  items.list(budgetRoutes.items),
  items.add(budgetRoutes.addItem, ({ user, body }) => {
    const problem = budgetItemProblem(body, known(user, body.category));
    return problem ? { problem } : newStoredItem(newMockId('bi'), body, budgetOf(user).count);
  }),
  items.change(
    budgetRoutes.changeItem,
    (item, { user, body }) => {
      const outcome = storedItemChanges(item, body, budgetOf(user).count);
      if ('problem' in outcome) return outcome.problem;
      Object.assign(item, outcome.changes);
      // A payment's new amount moves the rest of the contractor's agreed price.
      if (outcome.changes.priceKopecks !== undefined && !item.contractorRest) {
        keepContractorInStep(user, budgetOf(user).budget, item.contractorId);
      }
    },
    ({ user, body }) => budgetItemProblem(body, known(user, body.category)),
  ),
  items.remove(
    budgetRoutes.deleteItem,
    (item) => {
      if (item.contractorRest && item.contractorId) {
        return errorResponse(422, catalogueKeyText('budget:errors.contractorRest'));
      }
    },
    (item, { user }) => keepContractorInStep(user, budgetOf(user).budget, item.contractorId),
  ),
  mockRoute(budgetRoutes.summary, ({ user }) => HttpResponse.json(summaryOf(user))),
  mockRoute(budgetRoutes.setTotal, ({ user, body }) => {
    const problem = kopecksProblem({ value: body.value });
    if (problem) return problemAnswer(problem);
    budgetOf(user).budget.totalKopecks = toKopecks(body.value);
    return HttpResponse.json(summaryOf(user));
  }),
  mockRoute(budgetRoutes.people, ({ user }) => HttpResponse.json(budgetPeopleOf(budgetOf(user).count))),
  mockRoute(budgetRoutes.setCountChildren, ({ user, body }) => {
    budgetOf(user).budget.countChildren = body.countChildren;
    return HttpResponse.json(budgetPeopleOf(budgetOf(user).count));
  }),
  categories.list(budgetRoutes.categories),
  categories.add(budgetRoutes.addCategory, ({ user, body }) => {
    const problem = categoryNameProblem(budgetOf(user).budget.categories, body.name);
    return problem ? { problem } : { id: newMockId('bc'), code: newMockId('c'), name: body.name.trim() };
  }),
  categories.change(budgetRoutes.renameCategory, (category, { user, body }) => {
    const problem = categoryNameProblem(budgetOf(user).budget.categories, body.name, category.id);
    if (problem) return problem;
    category.name = body.name.trim();
  }),
  categories.remove(budgetRoutes.deleteCategory, (category, { user, query }) => {
    const budget = budgetOf(user).budget;
    const where = { moveTo: query.moveTo, deleteItems: query.deleteItems === 'true' };
    const moveToKnown = budget.categories.some((one) => one.code === query.moveTo);
    const deletion = categoryDeletion(
      budget.items.some((item) => item.category === category.code),
      where,
      category.code,
      moveToKnown,
    );
    if (typeof deletion === 'object') return problemAnswer(deletion.problem);
    const inside = budget.items.filter((item) => item.category === category.code);
    if (deletion === 'move') for (const item of inside) item.category = query.moveTo!;
    if (deletion === 'delete') budget.items = budget.items.filter((item) => item.category !== category.code);
  }),
];

/**
 * What the shopping list's mock (mocks/handlers/purchases.ts) does with the budget, as the server's
 * server/features/budget/public.ts: an item paid in full (or as much as `paidKopecks`) in `category`
 * or «other» (else the first), or a 422 on the category; and which of its items still exist.
 */
export function addMockPaidItem(
  user: SessionUser,
  wanted: { name: string; priceKopecks: number; paidKopecks?: number; category?: string },
): { id: string } | Response {
  const { budget } = budgetOf(user);
  const category = wanted.category ?? categoryAmong(budget.categories);
  if (category === undefined) return problemAnswer({ field: 'category', key: 'validation:required' });
  if (!known(user, category)) return problemAnswer({ field: 'category', key: 'validation:other' });
  const { name, priceKopecks } = wanted;
  const item = { id: newMockId('bi'), name, category, priceKopecks, unitPriceKopecks: null, dueDate: null };
  budget.items.push({ ...item, paidKopecks: wanted.paidKopecks ?? priceKopecks });
  return { id: item.id };
}

export function mockBudgetItemIds(user: SessionUser): Set<string> {
  return new Set(budgetOf(user).budget.items.map((item) => item.id));
}
